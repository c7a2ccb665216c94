/** Search engines: the sitemap and robots.txt (decision 0036). */
export { SiteMapService } from './site-map.service.ts';
export { originOf, seoRoutes } from './seo.routes.ts';
