// npm start (production) and npm run demo (`--demo`: the same with DEMO_MODE=1): serve the last
// build with NODE_ENV=production, building first only what is missing. npm start honours the
// environment and never turns demo mode on by itself (decision 0013).
// The compiled server (apps/server/dist, decision 0034) runs in this process under plain node: no
// TypeScript is compiled at run time, and signals reach the server directly.
import { pathToFileURL } from 'node:url';
import { SERVER_MAIN, SERVER_STARTUP_CHECK } from './server-build.mjs';
import { ensureServerBuild, ensureWebBuild } from './web-build.mjs';

process.env.NODE_ENV = 'production';
if (process.argv.includes('--demo')) process.env.DEMO_MODE = '1';
// An unsafe configuration is refused in one line before the web build (main.ts checks it again);
// the check is compiled with the server, which takes seconds when it is missing.
await ensureServerBuild();
const { startupEnvOrExit } = await import(pathToFileURL(SERVER_STARTUP_CHECK).href);
startupEnvOrExit();
await ensureWebBuild();
await import(pathToFileURL(SERVER_MAIN).href);
