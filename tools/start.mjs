// npm start: serve the last web build in production mode, building it first only when there is none.
// The server runs in this process (tsx loads its TypeScript), so signals reach it directly.
import { register } from 'tsx/esm/api';
import { ensureWebBuild } from './web-build.mjs';

ensureWebBuild();
process.env.NODE_ENV = 'production';
register();
await import('../apps/server/src/main.ts');
