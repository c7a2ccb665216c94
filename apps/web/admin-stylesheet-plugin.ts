import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import postcss from 'postcss';
import type { Plugin } from 'vite';

/**
 * The back office's styles in a stylesheet of their own (docs/decisions/0026).
 *
 * The site builds one stylesheet for every page (cssCodeSplit: false, vite.config.ts), so any CSS
 * module a staff page imported would land in the stylesheet /home loads. This plugin takes the
 * CSS modules of the staff code (components/admin, features/admin-*, routes/admin) out of that:
 * importing one gives the same class-name object as a CSS module (camelCase keys), while their
 * rules go into /assets/admin-<hash>.css, which only the staff routes link (ADMIN_STYLESHEET
 * from 'virtual:admin-stylesheet').
 */
const STAFF_CSS = /[\\/]app[\\/](?:components[\\/]admin|features[\\/]admin-[^\\/]+|routes[\\/]admin)[\\/][^\\/]+\.module\.css$/;
const STAFF_DIRS = ['components/admin', 'routes/admin'];
const VIRTUAL_ID = 'virtual:admin-stylesheet';
const RESOLVED_VIRTUAL_ID = `\0${VIRTUAL_ID}`;
/** A JS id for a staff CSS module, so Vite's own CSS handling never sees it. */
const STAFF_CSS_PREFIX = '\0admin-css:';
const DEV_URL = '/__admin.css';

interface ScopedModule {
  css: string;
  classes: Record<string, string>;
}

const camelCase = (name: string) => name.replace(/-+([a-zA-Z0-9])/g, (_, c: string) => c.toUpperCase());

/** Renames every class of the file's selectors to `<class>_<file hash>`, as CSS modules do. */
export function scopeCssModule(file: string, source: string, appDir: string): ScopedModule {
  const suffix = createHash('sha256').update(path.relative(appDir, file).split(path.sep).join('/')).digest('hex').slice(0, 6);
  const classes: Record<string, string> = {};
  const root = postcss.parse(source, { from: file });
  root.walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/i.test((rule.parent as postcss.AtRule).name)) return;
    rule.selector = rule.selector.replace(/\.(-?[_a-zA-Z][\w-]*)/g, (_, name: string) => {
      const scoped = `${name}_${suffix}`;
      classes[camelCase(name)] = scoped;
      return `.${scoped}`;
    });
  });
  return { css: root.toString(), classes };
}

function staffCssFiles(appDir: string): string[] {
  const dirs = [...STAFF_DIRS.map((d) => path.join(appDir, d))];
  for (const entry of readdirSync(path.join(appDir, 'features'), { withFileTypes: true })) {
    if (entry.isDirectory() && entry.name.startsWith('admin-')) dirs.push(path.join(appDir, 'features', entry.name));
  }
  const files: string[] = [];
  for (const dir of dirs) {
    let entries: string[];
    try {
      entries = readdirSync(dir);
    } catch {
      continue;
    }
    for (const name of entries) if (name.endsWith('.module.css')) files.push(path.join(dir, name));
  }
  return files.sort();
}

/** Every staff CSS module, scoped, in one stylesheet, and its content hash. */
function buildStylesheet(appDir: string): { css: string; hash: string } {
  const css = staffCssFiles(appDir)
    .map((file) => `/* ${path.relative(appDir, file)} */\n${scopeCssModule(file, readFileSync(file, 'utf8'), appDir).css}`)
    .join('\n');
  return { css, hash: createHash('sha256').update(css).digest('hex').slice(0, 10) };
}

export function adminStylesheet(): Plugin {
  let appDir = '';
  let command: 'build' | 'serve' = 'build';
  let sheet: { css: string; hash: string } | undefined;
  const current = () => (sheet ??= buildStylesheet(appDir));
  return {
    name: 'felton:admin-stylesheet',
    enforce: 'pre',
    configResolved(config) {
      appDir = path.join(config.root, 'app');
      command = config.command;
    },
    buildStart() {
      sheet = undefined;
    },
    async resolveId(source, importer, options) {
      if (source === VIRTUAL_ID) return RESOLVED_VIRTUAL_ID;
      if (!source.endsWith('.module.css')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || !STAFF_CSS.test(resolved.id)) return null;
      return `${STAFF_CSS_PREFIX}${resolved.id}.js`;
    },
    load(id) {
      if (id === RESOLVED_VIRTUAL_ID) {
        const url = command === 'serve' ? DEV_URL : `/assets/admin-${current().hash}.css`;
        return `export const ADMIN_STYLESHEET = ${JSON.stringify(url)};`;
      }
      if (!id.startsWith(STAFF_CSS_PREFIX)) return null;
      const file = id.slice(STAFF_CSS_PREFIX.length, -'.js'.length);
      this.addWatchFile(file);
      const { classes } = scopeCssModule(file, readFileSync(file, 'utf8'), appDir);
      return `export default ${JSON.stringify(classes)};`;
    },
    generateBundle() {
      // The browser build carries the file; the server build only needs its name.
      if (this.environment.config.consumer !== 'client') return;
      const { css, hash } = current();
      this.emitFile({ type: 'asset', fileName: `assets/admin-${hash}.css`, source: css });
    },
    configureServer(server) {
      server.middlewares.use(DEV_URL, (_req, res) => {
        res.setHeader('content-type', 'text/css; charset=utf-8');
        res.setHeader('cache-control', 'no-store');
        res.end(buildStylesheet(appDir).css);
      });
    },
  };
}
