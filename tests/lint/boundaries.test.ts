import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint, type Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The import boundaries of eslint.config.js bite (decision 0012). Small virtual files are linted at
// real paths with the repository's own config; only type information is switched off, because a
// virtual file belongs to no tsconfig (and type-aware linting would cost seconds per file).
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const RULE = 'boundaries/dependencies';
const withoutTypes = tseslint.configs.disableTypeChecked as Linter.Config;
const eslint = new ESLint({ cwd: ROOT, overrideConfig: [withoutTypes] });

async function boundaryErrors(linter: ESLint, cwd: string, filePath: string, code: string): Promise<string[]> {
  const [result] = await linter.lintText(code, { filePath: path.join(cwd, filePath) });
  return result!.messages.filter((message) => message.ruleId === RULE).map((message) => message.message);
}
const lintAt = (filePath: string, code: string) => boundaryErrors(eslint, ROOT, filePath, code);

describe('web', () => {
  it('apps/web may not import packages/db', async () => {
    const errors = await lintAt('apps/web/app/routes/probe.tsx', "import { createDb } from '@hotel/db/client';\nexport const probe = createDb;\n");
    expect(errors).toEqual([expect.stringContaining('@hotel/db/client')]);
  });

  it('apps/web may not import apps/server', async () => {
    const errors = await lintAt('apps/web/app/lib/probe.ts', "import { buildApp } from '../../../server/src/app.ts';\nexport const probe = buildApp;\n");
    expect(errors).toHaveLength(1);
  });

  it('components may not import features; routes may', async () => {
    const code = "import { UserMenu } from '../features/auth/user-menu.tsx';\nexport const probe = UserMenu;\n";
    expect(await lintAt('apps/web/app/components/probe.tsx', code)).toEqual([expect.stringContaining('features/auth')]);
    expect(await lintAt('apps/web/app/routes/probe.tsx', code)).toEqual([]);
  });

  it('a feature may not import another feature, but its own files', async () => {
    const other = "import { SaleCard } from '../sales/sale-card.tsx';\nexport const probe = SaleCard;\n";
    const own = "import { SaleCard } from './sale-card.tsx';\nexport const probe = SaleCard;\n";
    expect(await lintAt('apps/web/app/features/hotel/probe.tsx', other)).toHaveLength(1);
    expect(await lintAt('apps/web/app/features/sales/probe.tsx', own)).toEqual([]);
  });
});

describe('packages', () => {
  it('packages/shared imports no database and no server package', async () => {
    expect(await lintAt('packages/shared/src/probe.ts', "import { createDb } from '@hotel/db/client';\nexport const probe = createDb;\n")).toHaveLength(1);
    expect(await lintAt('packages/shared/src/probe.ts', "import { sql } from 'drizzle-orm';\nexport const probe = sql;\n")).toHaveLength(1);
    expect(await lintAt('packages/shared/src/probe.ts', "import { z } from 'zod';\nexport const probe = z;\n")).toEqual([]);
  });
});

describe('server modules', () => {
  it("may not reach into another module's files", async () => {
    const errors = await lintAt('apps/server/src/modules/pay/probe.ts', "import { OrderRepository } from '../orders/order.repository.ts';\nexport const probe = OrderRepository;\n");
    expect(errors).toEqual([expect.stringContaining('order.repository.ts')]);
  });

  // A module's index.ts is its public surface. The modules' index.ts files are not all written yet,
  // so this part lints against a small copy of the layout in a temporary directory, with the same
  // plugin, settings and rule options as the real config (only the root path differs).
  describe('through index.ts', () => {
    let fixture: string;
    let fixtureEslint: ESLint;

    beforeAll(async () => {
      fixture = await mkdtemp(path.join(os.tmpdir(), 'lint-boundaries-'));
      const orders = path.join(fixture, 'apps/server/src/modules/orders');
      await mkdir(orders, { recursive: true });
      await mkdir(path.join(fixture, 'apps/server/src/lib'), { recursive: true });
      await writeFile(path.join(orders, 'order.repository.ts'), 'export const orderRepository = 1;\n');
      await writeFile(path.join(orders, 'index.ts'), "export { orderRepository } from './order.repository.ts';\n");
      const real = await eslint.calculateConfigForFile(path.join(ROOT, 'apps/server/src/modules/pay/probe.ts'));
      fixtureEslint = new ESLint({
        cwd: fixture,
        overrideConfigFile: true,
        overrideConfig: [
          {
            files: ['**/*.ts'],
            languageOptions: { parser: tseslint.parser },
            plugins: { boundaries: real.plugins.boundaries },
            settings: { ...real.settings, 'boundaries/root-path': fixture },
            rules: { [RULE]: real.rules[RULE] },
          },
        ],
      });
    });
    afterAll(async () => {
      await rm(fixture, { recursive: true, force: true });
    });

    const lintFixture = (filePath: string, code: string) => boundaryErrors(fixtureEslint, fixture, filePath, code);

    it('another module may import index.ts, not the files behind it', async () => {
      const viaIndex = "import { orderRepository } from '../orders/index.ts';\nexport const probe = orderRepository;\n";
      expect(await lintFixture('apps/server/src/modules/pay/probe.ts', viaIndex)).toEqual([]);
      expect(await lintFixture('apps/server/src/modules/pay/probe.ts', viaIndex.replace('index.ts', 'order.repository.ts'))).toHaveLength(1);
    });

    it('lib imports no module, not even its index.ts', async () => {
      const code = "import { orderRepository } from '../modules/orders/index.ts';\nexport const probe = orderRepository;\n";
      expect(await lintFixture('apps/server/src/lib/probe.ts', code)).toHaveLength(1);
    });
  });
});
