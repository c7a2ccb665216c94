/** Media (media, media_files): uploaded images, re-encoded to WebP and served from the database (docs/decisions/0022). */
export { createMediaModule } from './module.ts';
