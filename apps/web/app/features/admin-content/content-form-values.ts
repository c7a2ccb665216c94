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
export const BLOCK_FIELDS: Record<HotelBlockKind, { label: string; fields: BlockField[] }> = {
  home: {
    label: 'ホテルトップ（紹介・会議・ヘルス）',
    fields: [
      { name: 'AboutTitle', label: 'ホテル紹介の見出し', kind: 'text' },
      { name: 'AboutText', label: 'ホテル紹介の文章', kind: 'textarea' },
      { name: 'AboutImg', label: 'ホテル紹介の画像', kind: 'image' },
      { name: 'MeetingTitle', label: '会議・宴会の見出し', kind: 'text' },
      { name: 'MeetingText', label: '会議・宴会の文章', kind: 'textarea' },
      { name: 'HealthTitle', label: 'ヘルスの見出し', kind: 'text' },
      { name: 'HealthText', label: 'ヘルスの文章', kind: 'textarea' },
    ],
  },
  meeting: {
    label: '会議・宴会',
    fields: [
      { name: 'MeetingBanner', label: 'バナー画像（PC）', kind: 'image' },
      { name: 'MeetingBannerMob', label: 'バナー画像（スマートフォン）', kind: 'image' },
      { name: 'MeetingIntro', label: '紹介文', kind: 'textarea' },
      { name: 'Tel', label: 'お問い合わせ電話番号', kind: 'text' },
    ],
  },
  health: {
    label: 'ヘルス',
    fields: [
      { name: 'BannerTitle', label: 'バナーの見出し', kind: 'text' },
      { name: 'HealthBanner', label: 'バナー画像（PC）', kind: 'image' },
      { name: 'HealthBannerMob', label: 'バナー画像（スマートフォン）', kind: 'image' },
      { name: 'HealthTitle1', label: '見出し1', kind: 'text' },
      { name: 'HealthDesc1', label: '説明1', kind: 'textarea' },
      { name: 'HealthTitle2', label: '見出し2', kind: 'text' },
      { name: 'HealthDesc2', label: '説明2', kind: 'textarea' },
      { name: 'Tel', label: 'お問い合わせ電話番号', kind: 'text' },
    ],
  },
  tea: {
    label: 'ティー',
    fields: [
      { name: 'BannerTitle', label: 'バナーの見出し', kind: 'text' },
      { name: 'TeaBanner', label: 'バナー画像（PC）', kind: 'image' },
      { name: 'TeaBannerMob', label: 'バナー画像（スマートフォン）', kind: 'image' },
      { name: 'TeaTitle', label: '見出し', kind: 'text' },
      { name: 'TeaDesc', label: '説明', kind: 'textarea' },
      { name: 'Tel', label: 'お問い合わせ電話番号', kind: 'text' },
    ],
  },
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
