import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint, type Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

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

  it("imports another module's services through its index.ts, never its repositories", async () => {
    const service = "import type { PayableOrdersService } from '../orders/index.ts';\nexport type Probe = PayableOrdersService;\n";
    expect(await lintAt('apps/server/src/modules/pay/probe.ts', service)).toEqual([]);
    const repository = "import type { OrderRepository } from '../orders/index.ts';\nexport type Probe = OrderRepository;\n";
    expect(await lintAt('apps/server/src/modules/pay/probe.ts', repository)).toEqual([expect.stringContaining('orders/index.ts')]);
    // The composition root builds no repository: each module's factory does (decision 0058).
    const root = "import { createOrdersModule } from './modules/orders/index.ts';\nexport const probe = createOrdersModule;\n";
    expect(await lintAt('apps/server/src/services.ts', root)).toEqual([]);
  });

  it('lib imports no module, not even its index.ts', async () => {
    const code = "import { OrderService } from '../modules/orders/index.ts';\nexport const probe = OrderService;\n";
    expect(await lintAt('apps/server/src/lib/probe.ts', code)).toEqual([expect.stringContaining('orders/index.ts')]);
  });
});
