import type { FastifyInstance } from 'fastify';
import { translateMessage } from '@hotel/shared/message-translations/index';
import { LANGUAGE_TAGS, languageOfAcceptLanguage } from '@hotel/shared/site-language';
import { addVary } from '../lib/vary.ts';

/** The back office's API (its pages are Japanese only). */
const STAFF_API = /^\/adminapi(\/|$)/;

const isRefusal = (payload: unknown): payload is { success: false; message: string } =>
  typeof payload === 'object' && payload !== null && 'success' in payload && payload.success === false && 'message' in payload && typeof payload.message === 'string';

/**
 * A refusal's message in the caller's language (issue 29, decision 0072): the first of
 * Accept-Language's languages the site has (the site's pages send their own); Japanese when none
 * is asked for, so the specification's API answers as it says. The back office's API stays
 * Japanese, like its pages. Successful answers keep their envelope's 成功.
 */
export function registerMessageLanguage(app: FastifyInstance): void {
  // A callback hook: it awaits nothing, and every object answer passes it (decision 0081).
  app.addHook('preSerialization', (request, reply, payload, done) => {
    if (!isRefusal(payload) || STAFF_API.test(request.url)) return done(null, payload);
    const lang = languageOfAcceptLanguage(request.headers['accept-language']);
    addVary(reply, 'accept-language');
    if (lang === 'ja') return done(null, payload);
    reply.header('content-language', LANGUAGE_TAGS[lang]);
    done(null, { ...payload, message: translateMessage(payload.message, lang) });
  });
}
