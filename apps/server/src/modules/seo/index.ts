/** Search engines: the sitemap and robots.txt (decision 0036). */
export { originOf } from './seo.routes.ts';
export { createSeoModule } from './module.ts';
