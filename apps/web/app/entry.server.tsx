// The form actions' schemas check other countries' numbers in full (decision 0077; browsers load it on demand).
import '@hotel/shared/mobile-metadata';
import { PassThrough } from 'node:stream';
import type { AppLoadContext, EntryContext } from 'react-router';
import { createReadableStreamFromReadable } from '@react-router/node';
import { ServerRouter } from 'react-router';
import { isbot } from 'isbot';
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from 'react-dom/server';
import { CspNonceContext } from './lib/csp-nonce.ts';
import { EarlyTapScriptContext } from './lib/early-tap-context.ts';
import { EARLY_TAP_SCRIPT } from './early-tap-script.ts';
import { laterPartsLoaded } from './lib/later.tsx';

/**
 * React Router's default Node entry with two changes:
 * - the per-response CSP nonce the server put in the load context (web-handler.ts) goes to
 *   <ServerRouter nonce> (its inline scripts, and the default of <Scripts>, <ScrollRestoration>
 *   and <Links>), to React's own streaming scripts and to root.tsx's one inline script
 *   (CspNonceContext), so the page runs under a policy without 'unsafe-inline' for scripts
 *   (decision 0030); the early-tap script's text goes to root.tsx likewise (EarlyTapScriptContext,
 *   decision 0082), so no browser file carries it;
 * - HEAD answers as GET would (status, headers, Content-Type text/html) without rendering a body.
 */
export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce;
  if (request.method.toUpperCase() === 'HEAD') {
    responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  // The parts whose code the browser loads later (lib/later.tsx) are in the HTML from the first render on.
  return laterPartsLoaded().then(() => render(request, responseStatusCode, responseHeaders, routerContext, nonce));
}

function render(request: Request, responseStatusCode: number, responseHeaders: Headers, routerContext: EntryContext, nonce: string | undefined) {
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    // Crawlers get the whole document at once; browsers get the shell as soon as it is ready.
    const readyOption: keyof RenderToPipeableStreamOptions = (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const app = (
      <CspNonceContext value={nonce}>
        <EarlyTapScriptContext value={EARLY_TAP_SCRIPT}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </EarlyTapScriptContext>
      </CspNonceContext>
    );
    const { pipe, abort } = renderToPipeableStream(app, {
      nonce,
      // A finished Suspense boundary stays in place, however large: past 12,800 bytes React would
      // send it after the shell, hidden until an inline script reveals it a frame or more later,
      // and the page's parts in boundaries (lib/later.tsx) are most of it (decision 0082).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      [readyOption]() {
        shellRendered = true;
        const body = new PassThrough({
          final(callback) {
            clearTimeout(timeoutId);
            timeoutId = undefined;
            callback();
          },
        });
        responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
        pipe(body);
        resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
      },
      onShellError(error: unknown) {
        reject(error instanceof Error ? error : new Error(String(error)));
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        // Errors inside the shell are logged by React Router itself; these come after it.
        // eslint-disable-next-line no-console -- the server's only channel here (as React Router's default entry)
        if (shellRendered) console.error(error);
      },
    });
  });
}
