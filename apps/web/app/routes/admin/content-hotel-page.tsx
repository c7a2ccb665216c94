import { Form, useNavigation, type AppLoadContext } from 'react-router';
import type { Route } from './+types/content-hotel-page';
import { isHotelCode } from '@hotel/shared/navigation';
import { CONTENT_HOTELS, CONTENT_MESSAGES, HOTEL_BLOCK_KINDS, HOTEL_BLOCK_SCHEMAS, contentEndpoints as E, type HotelBlockKind } from '@hotel/shared/schemas/admin/content';
import type { HotelCode } from '@hotel/shared/constants';
import { HOTEL_MEETINGS_MENU, HOTEL_THIRD_MENU } from '@hotel/shared/hotel-menu';
import type { HealthInfo, HotelHomeInfo, MeetingInfo, TeaInfo } from '@hotel/shared/schemas/content';
import type { Hotel } from '@hotel/shared/schemas/hotel';
import { load } from '../../lib/api.server.ts';
import { withHotel } from '../../lib/admin-hotel.ts';
import { callAdmin } from '../../lib/admin-api.server.ts';
import { adminMeta } from '../../lib/admin-meta.ts';
import { readPostedForm } from '../../lib/form-action.server.ts';
import { useAdminLayout } from '../../components/admin/admin-context.ts';
import { AdminPage } from '../../components/admin/admin-page.tsx';
import { ButtonLink } from '../../components/admin/button.tsx';
import { FormSection } from '../../components/admin/form-section.tsx';
import { ContentFormActions } from '../../features/admin-content/content-form-actions.tsx';
import { ActionNotice } from '../../components/admin/notice.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { PageBanner } from '../../components/ui/page-banner.tsx';
import { contentOwner } from '../../features/admin-content/content-owner.ts';
import { BLOCK_FIELDS, blockKindOf, mergeBlock } from '../../features/admin-content/content-form-values.ts';
import { ImageUpload } from '../../features/admin-content/image-upload.tsx';
import { HealthPanel } from '../../features/hotel/health-panel.tsx';
import { HealthTeaTeaser } from '../../features/hotel/health-tea-teaser.tsx';
import { HEALTH_TEA_TABS } from '../../features/hotel/health-tea-tabs.ts';
import { HotelWelcome } from '../../features/hotel/hotel-welcome.tsx';
import { MeetingIntro } from '../../features/hotel/meeting-intro.tsx';
import { MeetingsTeaser } from '../../features/hotel/meetings-teaser.tsx';
import { TeaPanel } from '../../features/hotel/tea-panel.tsx';
import styles from '../../features/admin-content/content.module.css';

export const meta: Route.MetaFunction = () => adminMeta('ホテルページの編集');

/** /admin/content/hotel-page?hotel=&kind=: one block of the chosen hotel's pages (hotel top, meeting, health, tea). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const hotel = contentOwner(request);
  const kind = blockKindOf(new URL(request.url).searchParams.get('kind'));
  const result = await callAdmin(context, request, E.hotelBlockGet, { hotel, kind });
  // A hotel without this page (404) or a refusal (403): the message, with the other pages still to choose.
  return { kind, data: result.envelope.success ? (result.envelope.data?.data ?? null) : null, message: result.envelope.success ? undefined : result.envelope.message };
}

type ActionData = { ok: boolean; message?: string; values?: Record<string, string>; preview?: BlockPreview };

/** The merged block checked with the guest schema of its kind, with what its guest section needs besides (the hotel). */
async function blockPreview(context: AppLoadContext, code: HotelCode, kind: HotelBlockKind, block: Record<string, unknown>): Promise<BlockPreview | null> {
  const input = { ...block, HotelCode: code };
  switch (kind) {
    case 'meeting': {
      const parsed = HOTEL_BLOCK_SCHEMAS.meeting.safeParse(input);
      if (!parsed.success) return null;
      const hotel = await load(context, 'getHotelByCode', { hotelCode: code });
      return { kind, code, hotelName: hotel.hotelName, data: parsed.data };
    }
    case 'health': {
      const parsed = HOTEL_BLOCK_SCHEMAS.health.safeParse(input);
      return parsed.success ? { kind, code, data: parsed.data } : null;
    }
    case 'tea': {
      const parsed = HOTEL_BLOCK_SCHEMAS.tea.safeParse(input);
      return parsed.success ? { kind, code, data: parsed.data } : null;
    }
    case 'home': {
      const parsed = HOTEL_BLOCK_SCHEMAS.home.safeParse(input);
      if (!parsed.success) return null;
      const hotel = await load(context, 'getHotelByCode', { hotelCode: code });
      return { kind, code, hotel, data: parsed.data };
    }
  }
}

export async function action({ request, context }: Route.ActionArgs): Promise<ActionData> {
  const values = await readPostedForm(request);
  const kind = blockKindOf(values.kind);
  const hotel = CONTENT_HOTELS.find((code) => code === values.hotel);
  if (!hotel) return { ok: false, message: CONTENT_MESSAGES.hotelInvalid, values };
  const current = await callAdmin(context, request, E.hotelBlockGet, { hotel, kind });
  if (!current.envelope.success || !current.envelope.data) return { ok: false, message: current.envelope.message, values };
  const block = mergeBlock(kind, current.envelope.data.data, values);
  if (values.intent === 'preview') {
    const preview = isHotelCode(hotel) ? await blockPreview(context, hotel, kind, block) : null;
    return preview ? { ok: true, preview, values } : { ok: false, message: CONTENT_MESSAGES.blockInvalid, values };
  }
  const result = await callAdmin(context, request, E.hotelBlockSave, { hotel, kind, data: block });
  return { ok: result.envelope.success, message: result.envelope.message, values: result.envelope.success ? undefined : values };
}

export default function ContentHotelPage({ loaderData, actionData }: Route.ComponentProps) {
  const { kind, data, message } = loaderData;
  const { hotel } = useAdminLayout();
  const busy = useNavigation().state !== 'idle';
  const posted = actionData?.values;
  const value = (name: string) => posted?.[name] ?? (typeof data?.[name] === 'string' ? data[name] : '');
  const spec = BLOCK_FIELDS[kind];

  return (
    <AdminPage
      title="ホテルページの編集"
      description={`${hotel.name}のページの見出し・文章・バナー画像。保存するとすぐにお客様のページに反映されます`}
      breadcrumbs={[{ label: 'コンテンツ', to: withHotel('/admin/content', hotel.code) }, { label: spec.label }]}
    >
      <nav aria-label="編集するページ" className={styles.owners}>
        {HOTEL_BLOCK_KINDS.map((k) => (
          <ButtonLink key={k} size="sm" variant={k === kind ? 'primary' : 'secondary'} to={withHotel('/admin/content/hotel-page', hotel.code, { kind: k })} aria-current={k === kind ? 'page' : undefined}>
            {BLOCK_FIELDS[k].label}
          </ButtonLink>
        ))}
      </nav>
      <ActionNotice result={actionData && !actionData.preview ? actionData : message ? { ok: false, message } : null} />
      {data ? (
        <div className={styles.stacked}>
          <Form method="post" key={`${hotel.code}-${kind}`}>
            <input type="hidden" name="hotel" value={hotel.code} />
            <input type="hidden" name="kind" value={kind} />
            <FormSection title={spec.label} description="写真ギャラリーなど、ここにない項目は今の内容のまま保存されます">
              {spec.fields.map((f) => (
                <div key={f.name} className={styles.block}>
                  <FormField htmlFor={`block-${f.name}`} label={f.label} need="optional" errorId={`block-${f.name}-error`} hint={f.kind === 'image' ? '/img/ または /media/ の画像のパス' : undefined} hintId={`block-${f.name}-hint`}>
                    {f.kind === 'textarea' ? (
                      <textarea id={`block-${f.name}`} name={f.name} defaultValue={value(f.name)} rows={5} />
                    ) : (
                      <input id={`block-${f.name}`} name={f.name} defaultValue={value(f.name)} />
                    )}
                  </FormField>
                  {f.kind === 'image' ? <ImageUpload hotel={hotel.code} inputId={`block-${f.name}`} label={`${f.label}をアップロード`} current={value(f.name)} /> : null}
                </div>
              ))}
            </FormSection>
            <ContentFormActions busy={busy} />
          </Form>
          <section className={styles.preview} aria-labelledby="preview-title">
            <h2 id="preview-title" className={styles.previewLabel}>
              プレビュー（お客様のページの表示）
            </h2>
            {actionData?.preview ? (
              <div className={styles.previewWide}>
                <HotelBlockPreview preview={actionData.preview} />
              </div>
            ) : (
              <p>「プレビュー」を押すと、保存前の内容をお客様のページと同じ形で表示します。</p>
            )}
          </section>
        </div>
      ) : null}
    </AdminPage>
  );
}

/** A block checked with its guest schema, as the guest pages receive it. */
type BlockPreview =
  | { kind: 'meeting'; code: HotelCode; hotelName: string; data: MeetingInfo }
  | { kind: 'health'; code: HotelCode; data: HealthInfo }
  | { kind: 'tea'; code: HotelCode; data: TeaInfo }
  | { kind: 'home'; code: HotelCode; hotel: Hotel; data: HotelHomeInfo };

/** The hotel page block drawn with the guest pages' own sections (/{hotel}/meetings, /health-and-tea, /home). */
function HotelBlockPreview({ preview }: { preview: BlockPreview }) {
  const code = preview.code;
  const tabs = HEALTH_TEA_TABS[code];
  switch (preview.kind) {
    case 'meeting':
      return (
        <>
          <PageBanner image={preview.data.MeetingBanner} imageMobile={preview.data.MeetingBannerMob} eyebrow="Meetings & Events" title={HOTEL_MEETINGS_MENU[code]} />
          <section className="section">
            <MeetingIntro title={preview.hotelName} intro={preview.data.MeetingIntro} image={preview.data.MeetingImg} types={preview.data.MeetingType} />
          </section>
        </>
      );
    case 'health':
      return (
        <>
          <PageBanner image={preview.data.HealthBanner} imageMobile={preview.data.HealthBannerMob} eyebrow={tabs.en} title={HOTEL_THIRD_MENU[code]} />
          <div className="section">
            <HealthPanel info={preview.data} title={tabs.health.label} />
          </div>
        </>
      );
    case 'tea':
      return (
        <>
          <PageBanner image={preview.data.TeaBanner} imageMobile={preview.data.TeaBannerMob} eyebrow={tabs.en} title={HOTEL_THIRD_MENU[code]} />
          <div className="section">
            <TeaPanel info={preview.data} eyebrow={tabs.tea.en} />
          </div>
        </>
      );
    case 'home':
      return (
        <>
          <HotelWelcome hotel={preview.hotel} about={preview.data} />
          {preview.data.MeetingTitle || preview.data.MeetingText ? <MeetingsTeaser info={preview.data} label={HOTEL_MEETINGS_MENU[code]} href={`/${code}/meetings`} /> : null}
          {preview.data.HealthImg1 ? <HealthTeaTeaser info={preview.data} title={HOTEL_THIRD_MENU[code]} tabs={tabs} href={`/${code}/health-and-tea`} /> : null}
        </>
      );
  }
}
