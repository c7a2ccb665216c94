import type { AppLoadContext } from 'react-router';
import { TranslationLink } from '../../features/admin-translations/translation-link.tsx';
import type { Route } from './+types/content-hotel-page';
import { isHotelCode } from '@hotel/shared/navigation';
import { CONTENT_HOTELS, CONTENT_MESSAGES, HOTEL_BLOCK_KINDS, HOTEL_BLOCK_SCHEMAS, contentEndpoints as E, type HotelBlockKind } from '@hotel/shared/schemas/admin/content';
import type { HotelCode } from '@hotel/shared/constants';
import { HOTEL_MEETINGS_MENU, HOTEL_THIRD_MENU } from '@hotel/shared/hotel-menu';
import type { HealthInfo, HotelHomeInfo, MeetingInfo, TeaInfo } from '@hotel/shared/schemas/content';
import type { Hotel } from '@hotel/shared/schemas/hotel';
import { load } from '../../lib/api.server.ts';
import { routeMessages } from '../../lib/i18n/catalogs.server.ts';
import { withHotel } from '../../lib/admin-hotel.ts';
import { callAdmin } from '../../lib/admin-api.server.ts';
import { adminMeta } from '../../lib/admin-meta.ts';
import { readPostedForm } from '../../lib/form-action.server.ts';
import { useAdminLayout } from '../../components/admin/admin-context.ts';
import { ButtonLink } from '../../components/admin/button.tsx';
import { TextArea, TextField } from '../../components/admin/form-fields.tsx';
import { FormSection } from '../../components/admin/form-section.tsx';
import { PageBanner } from '../../components/ui/page-banner.tsx';
import { ContentEditor } from '../../features/admin-content/content-editor.tsx';
import { contentEditorAction } from '../../features/admin-content/content-editor-action.server.ts';
import { contentOwner } from '../../lib/content-owner.ts';
import { BLOCK_FIELDS, blockKindOf, mergeBlock } from '../../features/admin-content/content-form-values.ts';
import { ImageField } from '../../features/admin-content/image-upload.tsx';
import { HealthPanel } from '../../features/hotel/health-panel.tsx';
import { HealthTeaTeaser } from '../../features/hotel/health-tea-teaser.tsx';
import { useHealthTeaTabs } from '../../features/hotel/use-health-tea-tabs.ts';
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
  // The preview draws the guest pages' sections, with their messages (Japanese: the back office's address).
  return { i18n: routeMessages(request, ['hotel', 'hotelTimes']), kind, data: result.envelope.success ? (result.envelope.data?.data ?? null) : null, message: result.envelope.success ? undefined : result.envelope.message };
}

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

/** The form's fields laid over the stored block (what the form does not show is kept), previewed with the guest schema of its kind. */
export async function action({ request, context }: Route.ActionArgs) {
  const values = await readPostedForm(request);
  const kind = blockKindOf(values.kind);
  const hotel = CONTENT_HOTELS.find((code) => code === values.hotel);
  if (!hotel) return { ok: false, message: CONTENT_MESSAGES.hotelInvalid, values };
  const current = await callAdmin(context, request, E.hotelBlockGet, { hotel, kind });
  if (!current.envelope.success || !current.envelope.data) return { ok: false, message: current.envelope.message, values };
  const block = mergeBlock(kind, current.envelope.data.data, values);
  return contentEditorAction(request, context, values, {
    save: E.hotelBlockSave,
    toInput: () => ({ hotel, kind, data: block }),
    preview: async () => (isHotelCode(hotel) ? blockPreview(context, hotel, kind, block) : null),
    previewRefused: CONTENT_MESSAGES.blockInvalid,
  });
}

export default function ContentHotelPage({ loaderData, actionData }: Route.ComponentProps) {
  const { kind, data, message } = loaderData;
  const { hotel } = useAdminLayout();
  const spec = BLOCK_FIELDS[kind];
  const stored = data
    ? Object.fromEntries(
        spec.fields.map((f) => {
          const value = data[f.name];
          return [f.name, typeof value === 'string' ? value : ''];
        }),
      )
    : null;
  return (
    <ContentEditor
      title="ホテルページの編集"
      description={`${hotel.name}のページの見出し・文章・バナー画像。保存するとすぐにお客様のページに反映されます`}
      listTo={withHotel('/admin/content', hotel.code)}
      crumb={spec.label}
      actions={loaderData.data ? <TranslationLink hotel={hotel.code} kind={loaderData.kind} itemKey="" /> : null}
      answer={actionData}
      notice={message ? { ok: false, message } : null}
      chooser={
        <nav aria-label="編集するページ" className={styles.owners}>
          {HOTEL_BLOCK_KINDS.map((k) => (
            <ButtonLink key={k} size="sm" variant={k === kind ? 'primary' : 'secondary'} to={withHotel('/admin/content/hotel-page', hotel.code, { kind: k })} aria-current={k === kind ? 'page' : undefined}>
              {BLOCK_FIELDS[k].label}
            </ButtonLink>
          ))}
        </nav>
      }
      stored={stored}
      hidden={{ hotel: hotel.code, kind }}
      formKey={`${hotel.code}-${kind}`}
      idPrefix="block"
      fields={spec.fields.map((f) => f.name)}
      previewTitle="プレビュー（お客様のページの表示）"
      renderPreview={(preview) => (
        <div className={styles.previewWide}>
          <HotelBlockPreview preview={preview} />
        </div>
      )}
      wide
    >
      {(f) => (
        <FormSection title={spec.label} description="写真ギャラリーなど、ここにない項目は今の内容のまま保存されます">
          {spec.fields.map((field) =>
            field.kind === 'textarea' ? (
              <TextArea key={field.name} {...f} name={field.name} label={field.label} need="optional" rows={5} />
            ) : field.kind === 'image' ? (
              <ImageField key={field.name} {...f} hotel={hotel.code} name={field.name} label={field.label} need="optional" hint="/img/ または /media/ の画像のパス" />
            ) : (
              <TextField key={field.name} {...f} name={field.name} label={field.label} need="optional" />
            ),
          )}
        </FormSection>
      )}
    </ContentEditor>
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
  const tabs = useHealthTeaTabs(code);
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
