import type { FastifyInstance, FastifyRequest } from 'fastify';
import { robotsTxt, siteMapXml } from './site-map-xml.ts';
import type { SiteMapService } from './site-map.service.ts';

export interface SeoRoutesOptions {
  siteMap: SiteMapService;
  demoMode: boolean;
  /** PUBLIC_URL's origin; unset: the origin the request came to (TRUST_PROXY-aware). */
  publicOrigin?: string | undefined;
}

/** The public origin absolute addresses are written under. */
export function originOf(request: FastifyRequest, publicOrigin: string | undefined): string {
  return publicOrigin ? new URL(publicOrigin).origin : `${request.protocol}://${request.host}`;
}

/** GET /sitemap.xml and GET /robots.txt (decision 0036): explicit paths, ahead of the web app's catch-all. */
export async function seoRoutes(app: FastifyInstance, { siteMap, demoMode, publicOrigin }: SeoRoutesOptions): Promise<void> {
  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    const xml = siteMapXml(originOf(request, publicOrigin), await siteMap.pages());
    return reply.type('application/xml; charset=utf-8').header('cache-control', 'no-cache').send(xml);
  });
  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) => {
    return reply.type('text/plain; charset=utf-8').header('cache-control', 'no-cache').send(robotsTxt(originOf(request, publicOrigin), { demoMode }));
  });
}
