import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

// Decision 0058's rules bite: no repository or table crosses a module. Probes are linted at real
// paths with the repository's own config, type information off (as in boundaries.test.ts).
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: ROOT, overrideConfig: [tseslint.configs.disableTypeChecked] });

async function errorsOf(filePath: string, code: string, rule: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, filePath) });
  return result!.messages.filter((message) => message.ruleId === rule).map((message) => message.message);
}

describe('tables have one owner', () => {
  it("a module may not import another module's schema file", async () => {
    const code = "import { orders } from '@hotel/db/schema/orders';\nexport const probe = orders;\n";
    expect(await errorsOf('apps/server/src/modules/notices/probe.ts', code, 'no-restricted-imports')).toEqual([expect.stringContaining("another module's tables")]);
  });

  it('its own schema file and the shared stay columns are fine', async () => {
    const code = "import { orders } from '@hotel/db/schema/orders';\nimport { stayColumns } from '@hotel/db/schema/stay-columns';\nexport const probe = [orders, stayColumns];\n";
    expect(await errorsOf('apps/server/src/modules/orders/probe.ts', code, 'no-restricted-imports')).toEqual([]);
  });
});

describe('no repository crosses a module', () => {
  it("a module's index.ts may not export a repository, nor export everything", async () => {
    const named = "export { OrderRepository } from './order.repository.ts';\n";
    expect(await errorsOf('apps/server/src/modules/orders/index.ts', named, 'no-restricted-syntax')).toEqual([expect.stringContaining('exports no repository')]);
    const all = "export * from './order.repository.ts';\n";
    expect(await errorsOf('apps/server/src/modules/orders/index.ts', all, 'no-restricted-syntax')).toHaveLength(1);
    const factory = "export { createOrdersModule } from './module.ts';\n";
    expect(await errorsOf('apps/server/src/modules/orders/index.ts', factory, 'no-restricted-syntax')).toEqual([]);
  });

  it('the composition root may not import a repository, so it cannot hand one (or a function over one) to another module', async () => {
    const code = "import { OrderRepository } from './modules/orders/index.ts';\nexport const probe = OrderRepository;\n";
    expect(await errorsOf('apps/server/src/services.ts', code, 'boundaries/dependencies')).toEqual([expect.stringContaining('orders/index.ts')]);
  });
});
