import { and, eq } from 'drizzle-orm';
import type { Database } from '@hotel/db/client';
import { media, mediaFiles } from '@hotel/db/schema/media';

export type NewMedia = Omit<typeof media.$inferInsert, 'id'>;
export interface MediaRendition {
  width: number;
  etag: string;
  bytes: Buffer;
}

/** media and media_files: uploaded images and their WebP renditions. */
export class MediaRepository {
  constructor(private readonly db: Database) {}

  async insert(tx: Database, item: NewMedia, renditions: MediaRendition[]): Promise<number> {
    const [row] = await tx.insert(media).values(item).returning({ id: media.id });
    await tx.insert(mediaFiles).values(renditions.map((r) => ({ mediaId: row!.id, ...r })));
    return row!.id;
  }

  async findRendition(mediaId: number, width: number): Promise<MediaRendition | undefined> {
    const [row] = await this.db
      .select({ width: mediaFiles.width, etag: mediaFiles.etag, bytes: mediaFiles.bytes })
      .from(mediaFiles)
      .where(and(eq(mediaFiles.mediaId, mediaId), eq(mediaFiles.width, width)))
      .limit(1);
    return row;
  }
}
