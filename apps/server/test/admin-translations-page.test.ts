import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  DEMO_STAFF,
  DEMO_STAFF_PASSWORD,
} from "@hotel/db/seed/seed-demo-staff";
import {
  translationEndpoints as T,
  type TranslationItem,
} from "@hotel/shared/schemas/admin/translations";
import { buildApp } from "../src/app.ts";
import { registerWeb } from "../src/web/web-handler.ts";
import { expectSuccess } from "./helpers/expectations.ts";
import { TEST_PASSWORD_COST } from "./helpers/password-cost.ts";
import { adminCall, signIn, staffCookieHeader } from "./helpers/staff-app.ts";
import { createTestDb, type TestDb } from "./helpers/test-db.ts";

/** The translation pages through the whole app (decision 0076): the overview, and a form that saves without JavaScript. */
let app: FastifyInstance;
let testDb: TestDb;
const manager = () =>
  signIn(
    app,
    DEMO_STAFF.find((s) => s.role === "hotel_manager")!.email,
    DEMO_STAFF_PASSWORD,
  );

beforeAll(async () => {
  testDb = await createTestDb();
  app = await buildApp({
    passwordCost: TEST_PASSWORD_COST,
    db: testDb.db,
    demoMode: true,
  });
  await registerWeb(app, {
    production: true,
    fromSources: true,
    demoMode: true,
    pageCache: true,
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await testDb.close();
});

describe("translation pages", () => {
  it("lists the items, and saves a room type’s English from its form", async () => {
    const headers = staffCookieHeader(await manager());
    const overview = await app.inject({
      method: "GET",
      url: "/admin/translations?hotel=pro001&need=1",
      headers,
    });
    expect(overview.statusCode).toBe(200);
    expect(overview.body).toContain("翻訳状況");
    expect(overview.body).toContain("客室タイプ");

    const url = "/admin/translations/edit?hotel=pro001&kind=roomType&key=SK";
    const page = await app.inject({ method: "GET", url, headers });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("English");
    const saved = await app.inject({
      method: "POST",
      url,
      headers: {
        ...headers,
        "content-type": "application/x-www-form-urlencoded",
        origin: "http://localhost",
      },
      payload: new URLSearchParams({
        lang: "en",
        name: "Superior King",
        features: "Lake view\nFree Wi-Fi\n",
      }).toString(),
    });
    expect(saved.statusCode, saved.body.slice(0, 300)).toBe(302);
    expect(saved.headers.location).toContain("saved=en");
    const item = expectSuccess(
      await adminCall<TranslationItem>(
        app,
        "GET",
        T.catalog.get.path.replace("/adminapi/v1", ""),
        { query: { hotel: "pro001", kind: "roomType", key: "SK" }, headers },
      ),
    );
    expect(item.en.fields).toMatchObject({
      name: "Superior King",
      features: ["Lake view", "Free Wi-Fi"],
    });
    // Rendering the pages from sources takes its time on a first request.
  }, 120_000);
});
