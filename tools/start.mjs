// npm start (production) and npm run demo (`--demo`: the same with DEMO_MODE=1): serve the last web
// build with NODE_ENV=production, building it first only when there is none. npm start honours the
// environment and never turns demo mode on by itself (decision 0013).
// The server runs in this process (tsx loads its TypeScript), so signals reach it directly.
import { register } from 'tsx/esm/api';
import { ensureWebBuild } from './web-build.mjs';

process.env.NODE_ENV = 'production';
if (process.argv.includes('--demo')) process.env.DEMO_MODE = '1';
register();
// An unsafe configuration is refused in one line before any build (main.ts checks it again).
const { startupEnvOrExit } = await import('../apps/server/src/startup-check.ts');
startupEnvOrExit();
ensureWebBuild();
await import('../apps/server/src/main.ts');
