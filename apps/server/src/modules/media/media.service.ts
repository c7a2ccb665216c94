import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { CONTENT_MESSAGES, MEDIA_MAX_PIXELS, MEDIA_WIDTHS, type MediaUploaded } from '@hotel/shared/schemas/admin/content';
import { ApiError, badRequest } from '../../lib/api-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { RunInTransaction } from '../../lib/transaction.ts';
import type { AuditTrail } from '../audit/index.ts';
import type { SignedInStaff } from '../staff/index.ts';
import type { MediaRendition, MediaRepository } from './media.repository.ts';

/** What sharp must find when it decodes the upload; the file name and the browser's type are not trusted. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);
const WEBP_QUALITY = 80;

export const mediaUrl = (id: number, width: number) => `/media/${id}/${width}.webp`;

/**
 * Uploaded images: decoded by sharp (so a renamed text file or a PDF is refused), limited in
 * pixels before any decoding work, re-encoded to WebP in the site's srcset widths (never wider than
 * the original) with metadata dropped (sharp writes none unless asked: no EXIF, GPS or ICC
 * comments), and stored in the database so every server process serves the same bytes.
 */
export class MediaService {
  constructor(
    private readonly inTransaction: RunInTransaction,
    private readonly media: MediaRepository,
    private readonly audit: AuditTrail,
    private readonly clock: Clock,
  ) {}

  async upload(staff: SignedInStaff, hotelCode: string, originalName: string, file: Buffer): Promise<MediaUploaded> {
    const { width, height } = await inspect(file);
    const renditions = await Promise.all(MEDIA_WIDTHS.map((w) => render(file, w)));
    const name = originalName.replace(/[^\p{L}\p{N}._ -]/gu, '_').slice(0, 200);
    return this.inTransaction(async (tx) => {
      const id = await this.media.insert(tx, { hotelCode, originalName: name, width, height, uploadedBy: staff.staffId, uploadedAt: this.clock() }, renditions);
      await this.audit.record(tx, staff, { hotelCode, entity: 'media', entityId: id, action: 'upload', after: { originalName: name, width, height, bytes: file.length } });
      return { id, hotel: hotelCode, width, height, url: mediaUrl(id, 1200), srcset: MEDIA_WIDTHS.map((w) => `${mediaUrl(id, w)} ${Math.min(w, width)}w`).join(', ') };
    });
  }

  /** One rendition for GET /media/<id>/<width>.webp; undefined when there is none. */
  rendition(id: number, width: number): Promise<MediaRendition | undefined> {
    if (!(MEDIA_WIDTHS as readonly number[]).includes(width)) return Promise.resolve(undefined);
    return this.media.findRendition(id, width);
  }
}

async function inspect(file: Buffer): Promise<{ width: number; height: number }> {
  let meta: sharp.Metadata;
  try {
    // Reads the header only; the pixel limit is checked below, before anything is decoded.
    meta = await sharp(file, { limitInputPixels: false }).metadata();
  } catch {
    throw badRequest(CONTENT_MESSAGES.mediaType);
  }
  if (!meta.format || !ACCEPTED_FORMATS.has(meta.format) || !meta.width || !meta.height) throw badRequest(CONTENT_MESSAGES.mediaType);
  if (meta.width * meta.height > MEDIA_MAX_PIXELS) throw new ApiError(400, CONTENT_MESSAGES.mediaTooManyPixels);
  // Width and height as seen, after the EXIF orientation is applied.
  const turned = (meta.orientation ?? 1) >= 5;
  return turned ? { width: meta.height, height: meta.width } : { width: meta.width, height: meta.height };
}

async function render(file: Buffer, width: number): Promise<MediaRendition> {
  let bytes: Buffer;
  try {
    bytes = await sharp(file, { limitInputPixels: MEDIA_MAX_PIXELS })
      .rotate()
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer();
  } catch {
    // A file whose header decodes but whose data does not (truncated, corrupt).
    throw badRequest(CONTENT_MESSAGES.mediaType);
  }
  return { width, bytes, etag: `"${createHash('sha256').update(bytes).digest('base64url')}"` };
}
