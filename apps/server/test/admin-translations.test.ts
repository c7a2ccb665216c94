import { describe, expect, it } from "vitest";
import {
  DEMO_STAFF,
  DEMO_STAFF_PASSWORD,
} from "@hotel/db/seed/seed-demo-staff";
import {
  contentEndpoints as C,
  type BannerRecord,
  type NewsRecord,
} from "@hotel/shared/schemas/admin/content";
import {
  TRANSLATION_MESSAGES as M,
  translationEndpoints as T,
  type TranslationItem,
  type TranslationListed,
} from "@hotel/shared/schemas/admin/translations";
import { hotelToday } from "@hotel/shared/hotel-date";
import type { Banner } from "@hotel/shared/schemas/hotel";
import { auditLinesOf } from "./helpers/audit-lines.ts";
import { expectFailure, expectSuccess } from "./helpers/expectations.ts";
import { call, useMemberApp } from "./helpers/member-app.ts";
import { signIn, staffCookieHeader } from "./helpers/staff-app.ts";

/** Staff write an item's Chinese and English in the back office (decision 0076). */
const t = useMemberApp();
const email = (role: string) => DEMO_STAFF.find((s) => s.role === role)!.email;
const as = async (role: string) =>
  staffCookieHeader(await signIn(t.app, email(role), DEMO_STAFF_PASSWORD));
const post = (path: string, headers: Record<string, string>, body: unknown) =>
  call(t.app, "POST", path, { headers, body });
const get = (
  path: string,
  headers: Record<string, string>,
  query: Record<string, string>,
) => call(t.app, "GET", path, { headers, query });

const bannerBody = (hotel: string, title = "春の特別企画") => ({
  hotel,
  title,
  image: "/img/group/banner-1.webp",
  imageMobile: "/img/group/banner-1.webp",
});
const newBanner = async (headers: Record<string, string>, hotel = "pro001") =>
  expectSuccess(
    await post(C.bannerSave.path, headers, bannerBody(hotel)),
  ) as BannerRecord;
const save = (headers: Record<string, string>, body: Record<string, unknown>) =>
  post(T.content.save.path, headers, { hotel: "pro001", lang: "zh", ...body });
const guestBanner = async (lang: string, id: number) => {
  const res = await call<Banner[]>(
    t.app,
    "POST",
    "/crsapi/v1/hotel/getBanner",
    { body: { HotelCode: "pro001" }, headers: { "accept-language": lang } },
  );
  return expectSuccess(res).find((b) => b.id === id)!;
};

describe("translations in the back office", () => {
  it("saves one language, audits it, drops the guests’ cache, and a blank clears it", async () => {
    const manager = await as("hotel_manager");
    const banner = await newBanner(manager);
    expect((await guestBanner("zh", banner.id)).title).toBe("春の特別企画");

    const saved = expectSuccess(
      await save(manager, {
        kind: "banner",
        key: String(banner.id),
        fields: { title: "春季特别活动" },
      }),
    ) as TranslationItem;
    expect(saved.zh).toEqual({
      status: "complete",
      fields: { title: "春季特别活动" },
    });
    expect(saved.en.status).toBe("missing");
    expect(saved.source).toEqual([{ field: "title", words: "春の特別企画" }]);
    expect((await guestBanner("zh", banner.id)).title).toBe("春季特别活动");
    const [line] = await auditLinesOf(
      t.db,
      "translation",
      `banner:${banner.id}`,
    );
    expect(line).toMatchObject({
      action: "translate",
      hotelCode: "pro001",
      after: { lang: "zh", title: "春季特别活动" },
    });

    const cleared = expectSuccess(
      await save(manager, {
        kind: "banner",
        key: String(banner.id),
        fields: { title: "  " },
      }),
    ) as TranslationItem;
    expect(cleared.zh).toEqual({ status: "missing", fields: {} });
    expect((await guestBanner("zh", banner.id)).title).toBe("春の特別企画");
  });

  it("shows a translation as outdated once the Japanese changes, and lists it so", async () => {
    const manager = await as("hotel_manager");
    const banner = await newBanner(manager);
    expectSuccess(
      await save(manager, {
        kind: "banner",
        key: String(banner.id),
        lang: "en",
        fields: { title: "Spring special" },
      }),
    );
    expectSuccess(
      await post(C.bannerSave.path, manager, {
        ...bannerBody("pro001", "春の特別企画（延長）"),
        id: banner.id,
      }),
    );
    const item = expectSuccess(
      await get(T.content.get.path, manager, {
        hotel: "pro001",
        kind: "banner",
        key: String(banner.id),
      }),
    ) as TranslationItem;
    expect(item.en.status).toBe("outdated");
    const listed = expectSuccess(
      await get(T.content.list.path, manager, { hotel: "pro001" }),
    ) as TranslationListed[];
    expect(
      listed.find((i) => i.kind === "banner" && i.key === String(banner.id)),
    ).toMatchObject({ zh: "missing", en: "outdated" });
  });

  it("cleans HTML as the Japanese editor does, and keeps lists as lists", async () => {
    const manager = await as("hotel_manager");
    const body = {
      hotel: "pro001",
      title: "お知らせ",
      image: "/img/news/1.webp",
      content: "<p>本文</p>",
      publishFrom: hotelToday(t.clock.now()),
    };
    const item = expectSuccess(
      await post(C.newsSave.path, manager, body),
    ) as NewsRecord;
    const saved = expectSuccess(
      await save(manager, {
        kind: "news",
        key: String(item.id),
        lang: "en",
        fields: {
          title: "News",
          content: '<p onclick="x()">Body</p><script>alert(1)</script>',
        },
      }),
    ) as TranslationItem;
    expect(saved.en.fields.content).toBe("<p>Body</p>");
    const room = expectSuccess(
      await post(T.catalog.save.path, manager, {
        hotel: "pro001",
        kind: "roomType",
        key: "SK",
        lang: "en",
        fields: { features: ["Lake view", " "] },
      }),
    ) as TranslationItem;
    expect(room.en.fields.features).toEqual(["Lake view"]);
  });

  it("answers another hotel’s item as a missing one", async () => {
    const admin = await as("group_admin");
    const manager = await as("hotel_manager");
    const foreign = await newBanner(admin, "pro003");
    const res = await save(manager, {
      kind: "banner",
      key: String(foreign.id),
      fields: { title: "别的酒店" },
    });
    expectFailure(res, 404);
    expect(res.body.message).toBe(M.notFound);
    expectFailure(
      await get(T.content.get.path, manager, {
        hotel: "pro001",
        kind: "banner",
        key: "999999",
      }),
      404,
    );
  });

  it("refuses a kind of another area, a field the kind lacks and a field of the wrong shape, in Japanese", async () => {
    const manager = await as("hotel_manager");
    const banner = await newBanner(manager);
    const key = String(banner.id);
    for (const [body, message] of [
      [{ kind: "roomType", key: "SK", fields: { name: "x" } }, M.kindInvalid],
      [{ kind: "banner", key, fields: { link: "x" } }, M.fieldInvalid],
      [{ kind: "banner", key, fields: { title: ["x"] } }, M.fieldInvalid],
      [
        { kind: "banner", key, lang: "fr", fields: { title: "x" } },
        M.langInvalid,
      ],
    ] as const) {
      const res = await save(manager, body);
      expectFailure(res, 400);
      expect(res.body.message).toBe(message);
    }
  });

  it("answers 403 to a role without the editor’s permission", async () => {
    const desk = await as("front_desk");
    expectFailure(
      await save(desk, { kind: "banner", key: "1", fields: { title: "x" } }),
      403,
    );
    const editor = await as("content_editor");
    expectFailure(
      await post(T.catalog.save.path, editor, {
        hotel: "pro001",
        kind: "roomType",
        key: "SK",
        lang: "en",
        fields: { name: "x" },
      }),
      403,
    );
    const manager = await as("hotel_manager");
    expectFailure(
      await post(T.group.save.path, manager, {
        kind: "contentPage",
        key: "75",
        lang: "en",
        fields: { title: "x" },
      }),
      403,
    );
  });
});
