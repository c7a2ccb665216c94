import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  ssr: true,
  // React Router v8's behaviour, each flag set on purpose (an unset one warns on every build).
  future: {
    // Off: middleware makes a loader's `context` a RouterContextProvider, and our server hands every
    // loader a plain WebLoadContext (web-handler.ts); moving to it is its own change.
    v8_middleware: false,
    // On: no route exports clientLoader, clientAction, clientMiddleware or HydrateFallback, so there is nothing to split.
    v8_splitRouteModules: true,
    // On: the build runs through Vite's Environment API (client and SSR environments) instead of a child compiler.
    v8_viteEnvironmentApi: true,
    // Off: it hands loaders the raw request (a .data suffix, _routes), and ours read paths from
    // request.url (root.tsx's hotel and back-office checks, the redirects keeping the query).
    v8_passThroughRequests: false,
    // On: a data request for /a/b/ is /a/b/_.data, so a loader sees the same pathname as for the document.
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
