import { useState, type ComponentProps } from 'react';
import { MEDIA_UPLOAD_PATH, type MediaUploaded } from '@hotel/shared/schemas/admin/content';
import type { Envelope } from '@hotel/shared/schemas/envelope';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { TextField } from '../../components/admin/form-fields.tsx';
import styles from './content.module.css';

/** A stored image's small version where there is one (uploads keep 640 and 1200 px webp). */
const thumbnailOf = (url: string) => url.replace('/1200.webp', '/640.webp');

/**
 * The image a field holds, as a picture rather than its path (issue 22): sized so the form does
 * not jump, lazy so a form of many images loads only what is seen, and named for screen readers.
 */
export function ImageThumb({ src, alt }: { src: string; alt: string }) {
  return <img className={styles.thumb} src={thumbnailOf(src)} alt={alt} width={192} height={120} loading="lazy" decoding="async" />;
}

/** An image field of a content form: its path (typed, or filled by an upload), then the picture and the upload. */
export function ImageField({ hotel, ...field }: ComponentProps<typeof TextField> & { hotel: string }) {
  return (
    <>
      <TextField {...field} />
      <ImageUpload hotel={hotel} inputId={`${field.idPrefix}-${field.name}`} label={`${field.label}をアップロード`} current={field.values[field.name] ?? ''} />
    </>
  );
}

/**
 * The field's current image (server-rendered, so it shows without JavaScript), then an upload of
 * one photo to POST /adminapi/v1/media (the server checks and re-encodes it) that puts its URL
 * into the form's image field and shows it in place. Uploading needs JavaScript; without it the
 * field takes a path by hand.
 */
function ImageUpload({ hotel, inputId, label = '画像をアップロード', current = '' }: { hotel: string; inputId: string; label?: string; current?: string }) {
  const hydrated = useHydrated();
  const [state, setState] = useState<{ busy: boolean; message?: string; url?: string }>({ busy: false });
  const shown = state.url ?? current.trim();
  const fieldName = label.replace(/をアップロード$/, '');
  const thumb = shown ? <ImageThumb src={shown} alt={state.url ? `アップロードした${fieldName}` : `現在の${fieldName}`} /> : null;
  if (!hydrated) return thumb;

  const upload = async (file: File) => {
    setState({ busy: true });
    const form = new FormData();
    form.append('file', file);
    try {
      const response = await fetch(`${MEDIA_UPLOAD_PATH}?hotel=${encodeURIComponent(hotel)}`, { method: 'POST', body: form, credentials: 'same-origin' });
      const body = (await response.json()) as Envelope<MediaUploaded | null>;
      if (!body.success || !body.data) return setState({ busy: false, message: body.message });
      const input = document.getElementById(inputId) as HTMLInputElement | null;
      if (input) input.value = body.data.url;
      setState({ busy: false, message: body.message, url: body.data.url });
    } catch {
      setState({ busy: false, message: 'アップロードできませんでした。時間をおいてもう一度お試しください。' });
    }
  };

  return (
    <div className={styles.upload}>
      <label className={styles.uploadLabel}>
        <span>{label}</span>
        <input type="file" accept="image/jpeg,image/png,image/webp" disabled={state.busy} onChange={(e) => e.target.files?.[0] && void upload(e.target.files[0])} />
      </label>
      <p role="status" className={styles.uploadStatus}>{state.busy ? 'アップロード中…' : (state.message ?? 'JPEG・PNG・WebP、10MBまで')}</p>
      {thumb}
    </div>
  );
}
