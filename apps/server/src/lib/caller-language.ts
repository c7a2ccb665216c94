import type { FastifyRequest } from 'fastify';
import { languageOfAcceptLanguage, type SiteLanguage } from '@hotel/shared/site-language';

/** The language a guest's request is in (decision 0072): Accept-Language, which the site's pages set to their own; Japanese without it. */
export function callerLanguage(request: FastifyRequest): SiteLanguage {
  return languageOfAcceptLanguage(request.headers['accept-language']);
}
