import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

// import-x/no-cycle in eslint.config.js bites (decision 0053). The rule follows the probe's imports
// through the real files on disk back to the probe's own path, so each probe is linted at the path
// of a real file that the imported code depends on; type information is off, as in boundaries.test.ts.
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const RULE = 'import-x/no-cycle';
const eslint = new ESLint({ cwd: ROOT, overrideConfig: [tseslint.configs.disableTypeChecked] });

async function cycleErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, filePath) });
  return result!.messages.filter((message) => message.ruleId === RULE).map((message) => message.message);
}

describe('import cycles', () => {
  it('a server module may not import a module that depends on it, even through index.ts', async () => {
    // search prices with inventory's quoteStay, so inventory importing search closes a circle.
    const code = "import { SearchRatesService } from '../search/index.ts';\nexport const probe = SearchRatesService;\n";
    expect(await cycleErrors('apps/server/src/modules/inventory/price-stay.ts', code)).toEqual([expect.stringContaining('../inventory/index.ts')]);
  });

  it('a type-only import does not count: it is gone at run time', async () => {
    const code = "import type { SearchRatesService } from '../search/index.ts';\nexport type Probe = SearchRatesService;\n";
    expect(await cycleErrors('apps/server/src/modules/inventory/price-stay.ts', code)).toEqual([]);
  });

  it('the web app: a file may not import the component that imports it', async () => {
    const code = "import { AdminShell } from './admin-shell.tsx';\nexport const probe = AdminShell;\n";
    expect(await cycleErrors('apps/web/app/features/admin-shell/admin-sections.ts', code)).toEqual(['Dependency cycle detected']);
  });
});
