import { HOTEL_BLOCK_KINDS, type HotelBlockKind } from '@hotel/shared/schemas/admin/content';

/** Posted form text (readPostedForm), one string per field. */
export type PostedValues = Record<string, string>;

/** The list field of an offer (特典内容) is a textarea: one benefit a line, blank lines dropped. */
export function linesToList(text: string | undefined): string[] {
  return (text ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}

export function listToLines(list: readonly string[]): string {
  return list.join('\n');
}

/** A stored record as its form shows it: text per field, a list one item a line, a flag as a ticked box ('on'). */
export function recordFormValues(record: Record<string, unknown>): PostedValues {
  const values: PostedValues = {};
  for (const [name, value] of Object.entries(record)) {
    if (Array.isArray(value)) values[name] = listToLines(value.map(String));
    else if (typeof value === 'boolean') values[name] = value ? 'on' : '';
    else if (typeof value === 'string' || typeof value === 'number') values[name] = String(value);
    else values[name] = '';
  }
  return values;
}

/** What the offer and banner forms post, shaped for the API schema (saleInput / bannerInput): the id empty on a new item, the draft checkbox a boolean. */
export function windowedFormInput(values: PostedValues) {
  return { ...values, id: values.id || undefined, draft: values.draft === 'on' };
}

export function saleFormInput(values: PostedValues) {
  return { ...windowedFormInput(values), salesList: linesToList(values.salesList) };
}

/** One editable field of a hotel page block. */
export interface BlockField {
  name: string;
  label: string;
  kind: 'text' | 'textarea' | 'image';
}

/**
 * The hotel page fields the form edits (a subset: banners, titles, texts and the telephone). The
 * numbered photo galleries and the meeting types keep what they hold: the form sends them back unchanged.
 */
const text = (name: string, label: string): BlockField => ({ name, label, kind: 'text' });
const textarea = (name: string, label: string): BlockField => ({ name, label, kind: 'textarea' });
const image = (name: string, label: string): BlockField => ({ name, label, kind: 'image' });
/** A page's banner: `<prefix>Banner` for computers, `<prefix>BannerMob` for phones. */
const banner = (prefix: string): BlockField[] => [image(`${prefix}Banner`, 'バナー画像（PC）'), image(`${prefix}BannerMob`, 'バナー画像（スマートフォン）')];
const TEL = text('Tel', 'お問い合わせ電話番号');

export const BLOCK_FIELDS: Record<HotelBlockKind, { label: string; fields: BlockField[] }> = {
  home: {
    label: 'ホテルトップ（紹介・会議・ヘルス）',
    fields: [
      text('AboutTitle', 'ホテル紹介の見出し'),
      textarea('AboutText', 'ホテル紹介の文章'),
      image('AboutImg', 'ホテル紹介の画像'),
      text('MeetingTitle', '会議・宴会の見出し'),
      textarea('MeetingText', '会議・宴会の文章'),
      text('HealthTitle', 'ヘルスの見出し'),
      textarea('HealthText', 'ヘルスの文章'),
    ],
  },
  meeting: { label: '会議・宴会', fields: [...banner('Meeting'), textarea('MeetingIntro', '紹介文'), TEL] },
  health: {
    label: 'ヘルス',
    fields: [text('BannerTitle', 'バナーの見出し'), ...banner('Health'), text('HealthTitle1', '見出し1'), textarea('HealthDesc1', '説明1'), text('HealthTitle2', '見出し2'), textarea('HealthDesc2', '説明2'), TEL],
  },
  tea: { label: 'ティー', fields: [text('BannerTitle', 'バナーの見出し'), ...banner('Tea'), text('TeaTitle', '見出し'), textarea('TeaDesc', '説明'), TEL] },
};

export function blockKindOf(value: string | null | undefined): HotelBlockKind {
  return HOTEL_BLOCK_KINDS.find((k) => k === value) ?? 'home';
}

/** The block to save: what is stored now with the form's fields laid over it (the fields the form does not show kept as they are). */
export function mergeBlock(kind: HotelBlockKind, current: Record<string, unknown>, values: PostedValues): Record<string, unknown> {
  const next: Record<string, unknown> = { ...current };
  for (const field of BLOCK_FIELDS[kind].fields) {
    const posted = values[field.name];
    if (posted !== undefined) next[field.name] = field.kind === 'textarea' ? posted.replace(/\r\n/g, '\n') : posted.trim();
  }
  return next;
}
