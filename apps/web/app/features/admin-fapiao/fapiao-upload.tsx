import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { FAPIAO_API_MESSAGES, FAPIAO_MAX_BYTES } from '@hotel/shared/schemas/fapiao';
import type { Envelope } from '@hotel/shared/schemas/envelope';
import { Notice } from '../../components/admin/notice.tsx';
import styles from './fapiao.module.css';

const UPLOAD_PATH = '/adminapi/v1/fapiao/upload';

/**
 * The issued e-invoice (PDF or OFD, at most 10 MB) straight to the staff API, like the content
 * editor's images: the server judges the file by its bytes; the size is checked here first only
 * to spare a long wait.
 */
export function FapiaoUpload({ hotel, id, replacing }: { hotel: string; id: number; replacing: boolean }) {
  const [state, setState] = useState<{ busy: boolean; ok?: boolean; message?: string }>({ busy: false });
  const revalidator = useRevalidator();
  const upload = async (file: File) => {
    if (file.size > FAPIAO_MAX_BYTES) return setState({ busy: false, ok: false, message: FAPIAO_API_MESSAGES.fileTooLarge });
    setState({ busy: true });
    const form = new FormData();
    form.append('file', file);
    try {
      const response = await fetch(`${UPLOAD_PATH}?hotel=${encodeURIComponent(hotel)}&id=${id}`, { method: 'POST', body: form, credentials: 'same-origin' });
      const body = (await response.json()) as Envelope<null>;
      setState({ busy: false, ok: body.success, message: body.message });
      if (body.success) void revalidator.revalidate();
    } catch {
      setState({ busy: false, ok: false, message: 'アップロードできませんでした。時間をおいてもう一度お試しください。' });
    }
  };
  return (
    <div className={styles.upload}>
      <label className={styles.fileLabel}>
        <span>{replacing ? '电子发票を差し替える（PDF・OFD、10MBまで）' : '発行した电子发票をアップロード（PDF・OFD、10MBまで）'}</span>
        <input type="file" accept=".pdf,.ofd,application/pdf,application/ofd" disabled={state.busy} onChange={(e) => e.target.files?.[0] && void upload(e.target.files[0])} />
      </label>
      {state.busy ? <p role="status">アップロード中…</p> : null}
      {state.message ? <Notice tone={state.ok ? 'success' : 'error'}>{state.message}</Notice> : null}
    </div>
  );
}
