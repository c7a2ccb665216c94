/** Media (media, media_files): uploaded images, re-encoded to WebP and served from the database (docs/decisions/0022). */
export { MediaRepository } from './media.repository.ts';
export { MediaService } from './media.service.ts';
export { mediaFileRoutes, mediaUploadRoutes } from './media.routes.ts';
