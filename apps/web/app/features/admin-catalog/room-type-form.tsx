import { ROOM_CAPACITY } from '@hotel/shared/constants';
import type { FieldErrors, FormValues } from '@hotel/shared/forms/parse-form';
import { CheckField, Choice, TextArea, TextField } from '../../components/admin/form-fields.tsx';
import { FormSection } from '../../components/admin/form-section.tsx';
import { CatalogForm } from './catalog-form.tsx';
import styles from './catalog-form.module.css';

interface RoomTypeFormProps {
  hotel: string;
  mode: 'create' | 'update';
  values: FormValues;
  errors: FieldErrors;
  formError?: string | undefined;
  /** Images the hotel's room types already use. */
  imageChoices: string[];
  backTo: string;
  submitting: boolean;
}

/** Create or edit one room type; posts to the route's action (works without JavaScript). */
export function RoomTypeForm({ hotel, mode, values, errors, formError, imageChoices, backTo, submitting }: RoomTypeFormProps) {
  const common = { idPrefix: 'catalog', values, errors };
  const current = new Set((values.images ?? '').split(/\r?\n/).map((l) => l.trim()));
  return (
    <CatalogForm hotel={hotel} mode={mode} formError={formError} backTo={backTo} submitting={submitting} createLabel="客室タイプを作成">
      <FormSection title="基本情報" columns={2}>
        <TextField
          name="code"
          label="客室タイプコード"
          need="required"
          readOnly={mode === 'update'}
          hint={mode === 'update' ? '作成後は変更できません' : '英大文字・数字・「-」「_」の1〜20文字'}
          {...common}
        />
        <TextField name="name" label="客室タイプ名" need="required" {...common} />
        <TextField name="nameEn" label="英語名" need="required" {...common} />
        <TextField name="bedType" label="ベッドタイプ" need="required" {...common} />
        <TextField name="maxOccupancy" label="定員" numeric need="required" suffix="名" hint={`1〜${ROOM_CAPACITY}名`} {...common} />
        <TextField name="sizeSqm" label="広さ" numeric need="required" suffix="㎡" {...common} />
        <div className={styles.wide}>
          <TextArea name="remark" label="説明" rows={4} {...common} />
        </div>
        <TextArea name="features" label="特長" hint="1行に1つ（12行まで）" {...common} />
        <TextArea name="facilities" label="設備" hint="1行に1つ（40行まで）" rows={6} {...common} />
      </FormSection>

      <FormSection title="写真" description="サイト内の画像のパス（/img/…）か https:// のURLを指定します。下の画像から選ぶこともできます。">
        <TextField name="shortImage" label="一覧用の画像" need="required" {...common} />
        <TextArea name="images" label="詳細ページの写真（表示順）" need="required" hint="1行に1枚（20枚まで）" rows={5} {...common} />
        {imageChoices.length > 0 ? (
          <fieldset className={styles.picker}>
            <legend className={styles.previewLabel}>このホテルの画像から追加（チェックした画像が写真の最後に加わります）</legend>
            <ul className={styles.images}>
              {imageChoices.map((src) => (
                <li key={src} className={[styles.image, current.has(src) ? styles.current : null].filter(Boolean).join(' ')}>
                  <img src={src} alt="" loading="lazy" width={136} height={102} />
                  <Choice type="checkbox" name="pickImage" value={src} disabled={current.has(src)} label={current.has(src) ? '使用中' : '追加'} />
                  <span>{src.split('/').slice(-1)[0]}</span>
                </li>
              ))}
            </ul>
          </fieldset>
        ) : null}
      </FormSection>

      <FormSection title="販売" description="標準販売室数と基本料金は、新しく作る販売日の初期値です（既存の日の料金・室数は料金・在庫カレンダーで変更します）。" columns={2}>
        <TextField name="defaultRooms" label="標準販売室数" numeric need="required" suffix="室" {...common} />
        <TextField name="basePrice" label="基本料金（1室1泊）" numeric need="required" suffix="元" {...common} />
        <TextField name="sortOrder" label="表示順" numeric need="required" {...common} />
        <CheckField name="isRecommended" label="おすすめとして表示" {...common} />
      </FormSection>
    </CatalogForm>
  );
}
