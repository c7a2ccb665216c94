import { Form } from 'react-router';
import { GROUP_CODE } from '@hotel/shared/constants';
import type { FieldErrors } from '@hotel/shared/forms/parse-form';
import { STAFF_ROLES, type StaffRole } from '@hotel/shared/schemas/admin/auth';
import { STAFF_ROLE_LABELS } from '@hotel/shared/schemas/admin/permissions';
import type { StaffAccount } from '@hotel/shared/schemas/admin/staff';
import type { AdminHotel } from '../../components/admin/admin-context.ts';
import { Button } from '../../components/admin/button.tsx';
import { FormActions, FormSection } from '../../components/admin/form-section.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { fieldA11y } from '../../components/admin/form-fields.tsx';
import styles from './staff.module.css';

/** The group's own content (/news, the home page), which a content editor may be given. */
export const GROUP_CONTENT_LABEL = 'グループのコンテンツ';

interface StaffFormProps {
  /** Editing this person; a new person when absent. */
  person?: StaffAccount;
  hotels: AdminHotel[];
  errors: FieldErrors;
  action: string;
}

/** Create or edit a person: name (and e-mail when new), role, hotels for the hotel-bound roles. */
export function StaffForm({ person, hotels, errors, action }: StaffFormProps) {
  const prefix = person ? `staff-${person.id}` : 'staff-new';
  return (
    <Form method="post" action={action} noValidate>
      <input type="hidden" name="intent" value={person ? 'update' : 'create'} />
      {person ? <input type="hidden" name="id" value={person.id} /> : null}
      <FormSection
        title={person ? `${person.name} さんを編集` : '新しいスタッフ'}
        description={person ? person.email : 'パスワードは本人が設定します。登録後に表示される1回限りのリンクを本人に渡してください。'}
        columns={2}
        footer={
          <FormActions>
            <Button type="submit">{person ? '変更を保存' : '登録してリンクを発行'}</Button>
          </FormActions>
        }
      >
        <FormField htmlFor={`${prefix}-name`} label="氏名" need="required" error={errors.name} errorId={`${prefix}-name-error`}>
          <input {...fieldA11y(`${prefix}-name`, errors.name)} name="name" defaultValue={person?.name ?? ''} required aria-required="true" maxLength={100} />
        </FormField>
        {person ? null : (
          <FormField htmlFor={`${prefix}-email`} label="メールアドレス" need="required" error={errors.email} errorId={`${prefix}-email-error`}>
            <input {...fieldA11y(`${prefix}-email`, errors.email)} name="email" type="email" autoComplete="off" required aria-required="true" />
          </FormField>
        )}
        <FormField htmlFor={`${prefix}-role`} label="役割" need="required" error={errors.role} errorId={`${prefix}-role-error`}>
          <select {...fieldA11y(`${prefix}-role`, errors.role)} name="role" defaultValue={person?.role ?? 'front_desk'}>
            {STAFF_ROLES.map((role: StaffRole) => (
              <option key={role} value={role}>
                {STAFF_ROLE_LABELS[role]}
              </option>
            ))}
          </select>
        </FormField>
        <FormField label="担当ホテル（グループ管理者は全ホテル）" error={errors.hotels} errorId={`${prefix}-hotels-error`}>
          <fieldset className={styles.hotels} aria-describedby={errors.hotels ? `${prefix}-hotels-error` : undefined}>
            <legend className="visually-hidden">担当ホテル</legend>
            {hotels
              .filter((h) => h.code !== GROUP_CODE)
              .map((h) => (
                <label key={h.code}>
                  <input type="checkbox" name="hotels" value={h.code} defaultChecked={person?.hotels.includes(h.code) ?? false} />
                  {h.name}
                </label>
              ))}
            <label>
              <input type="checkbox" name="hotels" value={GROUP_CODE} defaultChecked={person?.hotels.includes(GROUP_CODE) ?? false} />
              {GROUP_CONTENT_LABEL}（コンテンツ編集者のみ）
            </label>
          </fieldset>
        </FormField>
      </FormSection>
    </Form>
  );
}
