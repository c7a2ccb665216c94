import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { scopeCssModule } from './admin-stylesheet-plugin.ts';

const APP = '/repo/apps/web/app';
const FILE = path.join(APP, 'components/admin/data-table.module.css');

describe('scopeCssModule', () => {
  it('renames the classes of selectors, keyed in camelCase as the site’s CSS modules are', () => {
    const { css, classes } = scopeCssModule(FILE, '.data-table th, .wrap > .data-table:hover { padding: 0.5rem 1.5em; }', APP);
    const scoped = classes.dataTable!;
    expect(scoped).toMatch(/^data-table_[0-9a-f]{6}$/);
    expect(classes.wrap).toBe(scoped.replace('data-table', 'wrap'));
    expect(css).toBe(`.${scoped} th, .${classes.wrap} > .${scoped}:hover { padding: 0.5rem 1.5em; }`);
  });

  it('gives the same class the same name in every build and another file another name', () => {
    const again = scopeCssModule(FILE, '.data-table {}', APP).classes.dataTable;
    const other = scopeCssModule(path.join(APP, 'features/admin-orders/orders.module.css'), '.data-table {}', APP).classes.dataTable;
    expect(again).toBe(scopeCssModule(FILE, '.data-table { color: red }', APP).classes.dataTable);
    expect(other).not.toBe(again);
  });

  it('leaves keyframe steps and media queries alone', () => {
    const { css } = scopeCssModule(FILE, '@keyframes fade { 0.5% { opacity: 0 } } @media (min-width: 48rem) { .cell { gap: 0.25rem } }', APP);
    expect(css).toContain('0.5% { opacity: 0 }');
    expect(css).toMatch(/\.cell_[0-9a-f]{6} \{ gap: 0\.25rem \}/);
  });
});
