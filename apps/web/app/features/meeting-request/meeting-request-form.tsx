import { useId, useState, type FormEvent } from 'react';
import { MEETING_PEOPLE_OPTIONS } from '@hotel/shared/constants';
import { MESSAGES } from '@hotel/shared/messages';
import { api, RequestCancelled } from '../../lib/api-client.ts';
import { showToast } from '../../lib/toast-store.ts';
import { EMPTY_MEETING_REQUEST, firstMeetingProblem, toMeetingTime, type MeetingField, type MeetingProblem, type MeetingRequestFields } from './meeting-request-rules.ts';
import styles from './meeting-request-form.module.css';

export interface MeetingHotelOption {
  hotelCode: string;
  hotelName: string;
  /** The hotel's MeetingType list (meeting.aspx). */
  types: string[];
}

interface MeetingRequestFormProps {
  /** One hotel: no picker. Several (group page): a hotel picker first, then its types. */
  hotels: MeetingHotelOption[];
  title?: string;
}

/**
 * The meeting booking request (spec §5): checked in the spec's order, the first problem shown
 * as a warning toast and at its field; success resets every field (spec §4).
 */
export function MeetingRequestForm({ hotels, title = 'オンラインでのお申し込み' }: MeetingRequestFormProps) {
  const id = useId();
  const fixed = hotels.length === 1 ? hotels[0]!.hotelCode : '';
  const [fields, setFields] = useState<MeetingRequestFields>(() => EMPTY_MEETING_REQUEST(fixed));
  const [problem, setProblem] = useState<MeetingProblem | null>(null);
  const [busy, setBusy] = useState(false);
  const hotel = hotels.find((h) => h.hotelCode === fields.hotelCode);

  const set = (field: keyof MeetingRequestFields) => (value: string) => {
    setFields((f) => ({ ...f, [field]: value, ...(field === 'hotelCode' ? { meetingType: '' } : {}) }));
    if (problem?.field === field) setProblem(null);
  };
  const fieldProps = (field: MeetingField) => ({
    id: `${id}-${field}`,
    'aria-invalid': problem?.field === field ? true : undefined,
    'aria-describedby': problem?.field === field ? `${id}-error` : undefined,
  });
  const error = (field: MeetingField) =>
    problem?.field === field ? (
      <p id={`${id}-error`} className={styles.error} role="alert">
        {problem.message}
      </p>
    ) : null;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const found = firstMeetingProblem(fields);
    setProblem(found);
    if (found) {
      showToast(found.message, 'warning');
      document.getElementById(`${id}-${found.field}`)?.focus();
      return;
    }
    setBusy(true);
    try {
      const { envelope } = await api(
        'meetingbook',
        {
          applyName: fields.applyName.trim(),
          meetingType: fields.meetingType,
          peopleNums: fields.peopleNums as (typeof MEETING_PEOPLE_OPTIONS)[number],
          contactPhone: fields.contactPhone.trim(),
          beginTime: toMeetingTime(fields.beginTime),
          endTime: toMeetingTime(fields.endTime),
          note: fields.note.trim(),
          hotelCode: fields.hotelCode,
          hotelName: hotel?.hotelName ?? '',
        },
        { quietStatuses: [400, 401, 404, 409, 429] },
      );
      if (envelope.success) {
        showToast(envelope.message || MESSAGES.meetingSucceeded, 'success');
        setFields(EMPTY_MEETING_REQUEST(fixed));
        setProblem(null);
      } else {
        showToast(envelope.message || MESSAGES.meetingFailed, 'error');
      }
    } catch (err) {
      if (!(err instanceof RequestCancelled)) showToast(MESSAGES.meetingFailed, 'error');
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.title}>
        {title}
      </h2>
      <div className={styles.grid}>
        <div className={styles.field}>
          <label htmlFor={`${id}-applyName`}>お名前（応募者）</label>
          <input {...fieldProps('applyName')} type="text" autoComplete="name" maxLength={50} value={fields.applyName} onChange={(e) => set('applyName')(e.target.value)} />
          {error('applyName')}
        </div>
        {hotels.length > 1 ? (
          <div className={styles.field}>
            <label htmlFor={`${id}-hotelCode`}>ホテル</label>
            <select {...fieldProps('hotelCode')} value={fields.hotelCode} onChange={(e) => set('hotelCode')(e.target.value)}>
              <option value="">ホテルを選択</option>
              {hotels.map((h) => (
                <option key={h.hotelCode} value={h.hotelCode}>
                  {h.hotelName}
                </option>
              ))}
            </select>
            {error('hotelCode')}
          </div>
        ) : null}
        <div className={styles.field}>
          <label htmlFor={`${id}-meetingType`}>会議タイプ</label>
          <select {...fieldProps('meetingType')} value={fields.meetingType} onChange={(e) => set('meetingType')(e.target.value)} disabled={!hotel}>
            <option value="">{hotel ? 'タイプを選択' : '先にホテルを選択'}</option>
            {(hotel?.types ?? []).map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </select>
          {error('meetingType')}
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-peopleNums`}>参加人数</label>
          <select {...fieldProps('peopleNums')} value={fields.peopleNums} onChange={(e) => set('peopleNums')(e.target.value)}>
            <option value="">人数を選択</option>
            {MEETING_PEOPLE_OPTIONS.map((n) => (
              <option key={n} value={n}>
                {n}名
              </option>
            ))}
          </select>
          {error('peopleNums')}
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-contactPhone`}>連絡先電話番号</label>
          <input
            {...fieldProps('contactPhone')}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={11}
            placeholder="13800138000"
            value={fields.contactPhone}
            onChange={(e) => set('contactPhone')(e.target.value)}
          />
          {error('contactPhone')}
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-beginTime`}>開始日時</label>
          <input {...fieldProps('beginTime')} type="datetime-local" value={fields.beginTime} onChange={(e) => set('beginTime')(e.target.value)} />
          {error('beginTime')}
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-endTime`}>終了日時</label>
          <input
            {...fieldProps('endTime')}
            type="datetime-local"
            value={fields.endTime}
            min={fields.beginTime || undefined}
            onChange={(e) => set('endTime')(e.target.value)}
          />
          {error('endTime')}
        </div>
        <div className={`${styles.field} ${styles.wide}`}>
          <label htmlFor={`${id}-note`}>ご要望（任意）</label>
          <textarea id={`${id}-note`} rows={3} maxLength={500} value={fields.note} onChange={(e) => set('note')(e.target.value)} />
        </div>
      </div>
      <button type="submit" className={`btn btn--gold ${styles.submit}`} disabled={busy}>
        申し込む
      </button>
    </form>
  );
}
