import type { FastifyInstance } from 'fastify';
import type { ModuleKit } from '../../lib/module-kit.ts';
import type { AuditTrail } from '../audit/index.ts';
import type { AdminApi } from '../staff/index.ts';
import { MediaRepository } from './media.repository.ts';
import { mediaFileRoutes, mediaUploadRoutes } from './media.routes.ts';
import { MediaService } from './media.service.ts';

/** Uploaded images: staff upload them, guests get them sized and cached for a year. */
export function createMediaModule({ db, clock, inTransaction }: Pick<ModuleKit, 'db' | 'clock' | 'inTransaction'>, { audit }: { audit: AuditTrail }) {
  const media = new MediaService(inTransaction, new MediaRepository(db), audit, clock);
  return {
    media,
    adminApi: ((admin, { guard }) => admin.register(mediaUploadRoutes, { media, guard })) satisfies AdminApi,
    /** The images themselves: an explicit path, ahead of the web app's catch-all. */
    fileApi: (app: FastifyInstance) => app.register(mediaFileRoutes, { media }),
  };
}
