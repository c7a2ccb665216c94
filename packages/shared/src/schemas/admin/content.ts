import { z } from 'zod';
import { adminEndpoint } from '../../api/admin-endpoint.ts';
import { HOTEL_CODES, GROUP_CODE, SALE_TYPES } from '../../constants.ts';
import { isoDate, wholeNumber } from '../booking.ts';
import { contentPage, healthInfo, hotelHomeInfo, meetingInfo, news, teaInfo } from '../content.ts';
import { banner, INT4_MAX, sale } from '../hotel.ts';
import { multiLine, singleLine } from '../text.ts';

/**
 * The back office's content (/adminapi/v1/content/*, docs/decisions/0022): news, offers, banners,
 * the about and footer pages and the hotel pages. Group content belongs to the group code
 * (pro018); a record named by id is checked against its own hotel by the service.
 */
export const CONTENT_MESSAGES = {
  hotelInvalid: 'ホテルを選択してください',
  idInvalid: '対象のデータを指定してください',
  notFound: '該当するコンテンツが見つかりません',
  titleRequired: 'タイトルを入力してください（200文字以内）',
  summaryInvalid: '概要は500文字以内で入力してください',
  bodyRequired: '本文を入力してください（10万文字以内）',
  imageInvalid: '画像を選択してください（アップロードした画像または /img/ の画像）',
  dateInvalid: '日付を正しく入力してください（例：2026-04-01）',
  windowInvalid: '公開終了日は公開開始日以降の日付にしてください',
  periodInvalid: '終了日は開始日以降の日付にしてください',
  saleTypeInvalid: '種別を選択してください',
  textInvalid: '文字数が多すぎるか、使えない文字が含まれています',
  linkInvalid: 'リンクは「/」で始まるサイト内のパスか https:// で始まるURLを入力してください',
  sortInvalid: '表示順は0から9999の数字で入力してください',
  pageInvalid: '編集できるページを選択してください',
  blockKindInvalid: '編集するページを選択してください',
  blockInvalid: 'ページの内容に不足または誤りがあります',
  saved: '保存しました',
  unpublished: '非公開にしました',
  uploaded: '画像をアップロードしました',
  mediaMissing: '画像ファイルを選択してください',
  mediaType: 'JPEG・PNG・WebPの画像のみアップロードできます',
  mediaTooLarge: '画像ファイルは10MB以下にしてください',
  mediaTooManyPixels: '画像が大きすぎます（4000万画素以下にしてください）',
} as const;

/** Every hotel and the group: the owner of a content record. */
export const CONTENT_HOTELS = [GROUP_CODE, ...HOTEL_CODES] as const;
export const contentHotel = z.enum(CONTENT_HOTELS, { error: CONTENT_MESSAGES.hotelInvalid });

const recordIdField = wholeNumber(1, INT4_MAX, CONTENT_MESSAGES.idInvalid);
const date = isoDate(CONTENT_MESSAGES.dateInvalid);
/** An optional date: missing, null or an empty form field mean "no end". */
const optionalDate = z.preprocess((v) => (v === '' || v === undefined ? null : v), date.nullable());
const flag = z.preprocess((v) => v === true || v === 'true' || v === 'on' || v === '1', z.boolean());
const title = singleLine(CONTENT_MESSAGES.titleRequired).trim().min(1, CONTENT_MESSAGES.titleRequired).max(200, CONTENT_MESSAGES.titleRequired);
const shortText = (max: number) => singleLine(CONTENT_MESSAGES.textInvalid).trim().max(max, CONTENT_MESSAGES.textInvalid);
/** Staff HTML; the server sanitises it (an allow-list) before it is stored or previewed. */
const body = multiLine(CONTENT_MESSAGES.bodyRequired).trim().min(1, CONTENT_MESSAGES.bodyRequired).max(100_000, CONTENT_MESSAGES.bodyRequired);
/** An uploaded image (/media/<id>/<width>.webp) or one of the site's own (/img/...). */
export const contentImage = z
  .string({ error: CONTENT_MESSAGES.imageInvalid })
  .trim()
  .regex(/^\/(media\/\d{1,10}\/\d{2,4}\.webp|img\/[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*\.(webp|svg|png|jpe?g))$/, CONTENT_MESSAGES.imageInvalid);
const sortOrder = wholeNumber(0, 9999, CONTENT_MESSAGES.sortInvalid).default(0);

const publishWindow = { publishFrom: optionalDate, publishTo: optionalDate, draft: flag };
const windowInOrder = (v: { publishFrom: string | null; publishTo: string | null }) => !v.publishFrom || !v.publishTo || v.publishFrom <= v.publishTo;
const windowIssue = { message: CONTENT_MESSAGES.windowInvalid, path: ['publishTo'] };

export const contentHotelQuery = z.object({ hotel: contentHotel });
export const contentIdQuery = z.object({ id: recordIdField });
export const contentIdBody = z.object({ id: recordIdField });
/** Where an item is shown to guests on a given day. */
export const PUBLISH_STATES = ['draft', 'scheduled', 'live', 'ended'] as const;
export type PublishState = (typeof PUBLISH_STATES)[number];

const listed = {
  id: z.number().int(),
  hotel: z.string(),
  title: z.string(),
  publishFrom: z.string().nullable(),
  publishTo: z.string().nullable(),
  state: z.enum(PUBLISH_STATES),
};

// News ---------------------------------------------------------------------------------------
export const newsInput = z
  .object({
    id: recordIdField.optional(),
    hotel: contentHotel,
    title,
    image: contentImage,
    summary: multiLine(CONTENT_MESSAGES.summaryInvalid).trim().max(500, CONTENT_MESSAGES.summaryInvalid).default(''),
    content: body,
    /** The date guests see and the first day the item is shown. */
    publishFrom: date,
    publishTo: optionalDate,
    draft: flag,
  })
  .refine(windowInOrder, windowIssue);
export type NewsInput = z.infer<typeof newsInput>;
export const newsRecord = z.object({
  id: z.number().int(),
  hotel: z.string(),
  title: z.string(),
  image: z.string(),
  summary: z.string(),
  content: z.string(),
  publishFrom: z.string(),
  publishTo: z.string().nullable(),
  draft: z.boolean(),
  state: z.enum(PUBLISH_STATES),
});
export type NewsRecord = z.infer<typeof newsRecord>;

// Offers -------------------------------------------------------------------------------------
export const saleInput = z
  .object({
    id: recordIdField.optional(),
    hotel: contentHotel,
    title,
    typeName: z.enum(SALE_TYPES, { error: CONTENT_MESSAGES.saleTypeInvalid }),
    salesInfo: shortText(500),
    salesList: z.array(shortText(200)).max(20, CONTENT_MESSAGES.textInvalid).default([]),
    content: body,
    beginDate: date,
    endDate: date,
    thumbnail: contentImage,
    showImage: contentImage,
    sortOrder,
    ...publishWindow,
  })
  .refine(windowInOrder, windowIssue)
  .refine((v) => v.beginDate <= v.endDate, { message: CONTENT_MESSAGES.periodInvalid, path: ['endDate'] });
export type SaleInput = z.infer<typeof saleInput>;
export const saleRecordOut = z.object({
  id: z.number().int(),
  hotel: z.string(),
  title: z.string(),
  typeName: z.string(),
  salesInfo: z.string(),
  salesList: z.array(z.string()),
  content: z.string(),
  beginDate: z.string(),
  endDate: z.string(),
  thumbnail: z.string(),
  showImage: z.string(),
  sortOrder: z.number().int(),
  publishFrom: z.string().nullable(),
  publishTo: z.string().nullable(),
  draft: z.boolean(),
  state: z.enum(PUBLISH_STATES),
});
export type SaleRecord = z.infer<typeof saleRecordOut>;

// Banners ------------------------------------------------------------------------------------
const bannerLink = z.preprocess(
  (v) => (v === '' || v === undefined ? null : v),
  singleLine(CONTENT_MESSAGES.linkInvalid)
    .trim()
    .max(500, CONTENT_MESSAGES.linkInvalid)
    .regex(/^(\/(?!\/)[^\s]*|https:\/\/[^\s]+)$/, CONTENT_MESSAGES.linkInvalid)
    .nullable(),
);
export const bannerInput = z
  .object({
    id: recordIdField.optional(),
    hotel: contentHotel,
    title,
    subTitle: shortText(200).default(''),
    image: contentImage,
    imageMobile: contentImage,
    link: bannerLink,
    sortOrder,
    ...publishWindow,
  })
  .refine(windowInOrder, windowIssue);
export type BannerInput = z.infer<typeof bannerInput>;
export const bannerRecord = z.object({
  id: z.number().int(),
  hotel: z.string(),
  title: z.string(),
  subTitle: z.string(),
  image: z.string(),
  imageMobile: z.string(),
  link: z.string().nullable(),
  sortOrder: z.number().int(),
  publishFrom: z.string().nullable(),
  publishTo: z.string().nullable(),
  draft: z.boolean(),
  state: z.enum(PUBLISH_STATES),
});
export type BannerRecord = z.infer<typeof bannerRecord>;

// Pages (about and footer: the group's) --------------------------------------------------------
export const pageSidQuery = z.object({ sid: wholeNumber(1, 999, CONTENT_MESSAGES.pageInvalid) });
export const pageInput = z.object({
  sid: wholeNumber(1, 999, CONTENT_MESSAGES.pageInvalid),
  title: title,
  titleEn: shortText(200),
  banner: contentImage,
  bannerMobile: contentImage,
  content: body,
});
export type PageInput = z.infer<typeof pageInput>;
export const pageListItem = z.object({ sid: z.number().int(), code: z.string(), title: z.string() });

// Hotel pages (hotel_content blocks) ----------------------------------------------------------
export const HOTEL_BLOCK_KINDS = ['meeting', 'health', 'tea', 'home'] as const;
export type HotelBlockKind = (typeof HOTEL_BLOCK_KINDS)[number];
/** The guest API's schema of each block: a saved block must read back exactly as guests get it. */
export const HOTEL_BLOCK_SCHEMAS = { meeting: meetingInfo, health: healthInfo, tea: teaInfo, home: hotelHomeInfo } as const;
const blockKind = z.enum(HOTEL_BLOCK_KINDS, { error: CONTENT_MESSAGES.blockKindInvalid });
export const hotelBlockQuery = z.object({ hotel: contentHotel, kind: blockKind });
export const hotelBlockInput = z.object({ hotel: contentHotel, kind: blockKind, data: z.record(z.string(), z.unknown(), { error: CONTENT_MESSAGES.blockInvalid }) });
export const hotelBlock = z.object({ hotel: z.string(), kind: blockKind, data: z.record(z.string(), z.unknown()) });

// Media ----------------------------------------------------------------------------------------
/** The srcset widths of uploaded images (the widths of the site's own images: cards, content, heroes). */
export const MEDIA_WIDTHS = [640, 1200, 1920] as const;
export const MEDIA_MAX_BYTES = 10 * 1024 * 1024;
export const MEDIA_MAX_PIXELS = 40_000_000;
export const mediaUploaded = z.object({
  id: z.number().int(),
  hotel: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  /** The URL to store in a content field (the 1200 rendition). */
  url: z.string(),
  /** Every rendition, for a srcset. */
  srcset: z.string(),
});
export type MediaUploaded = z.infer<typeof mediaUploaded>;

const P = '/adminapi/v1/content';
export const contentEndpoints = {
  newsList: adminEndpoint({ method: 'GET', path: `${P}/news/list`, input: contentHotelQuery, output: z.array(z.object(listed)) }),
  newsGet: adminEndpoint({ method: 'GET', path: `${P}/news/get`, input: contentIdQuery, output: newsRecord }),
  newsSave: adminEndpoint({ method: 'POST', path: `${P}/news/save`, input: newsInput, output: newsRecord }),
  newsPreview: adminEndpoint({ method: 'POST', path: `${P}/news/preview`, input: newsInput, output: news }),
  newsUnpublish: adminEndpoint({ method: 'POST', path: `${P}/news/unpublish`, input: contentIdBody, output: newsRecord }),
  saleList: adminEndpoint({ method: 'GET', path: `${P}/sales/list`, input: contentHotelQuery, output: z.array(z.object(listed)) }),
  saleGet: adminEndpoint({ method: 'GET', path: `${P}/sales/get`, input: contentIdQuery, output: saleRecordOut }),
  saleSave: adminEndpoint({ method: 'POST', path: `${P}/sales/save`, input: saleInput, output: saleRecordOut }),
  salePreview: adminEndpoint({ method: 'POST', path: `${P}/sales/preview`, input: saleInput, output: sale }),
  saleUnpublish: adminEndpoint({ method: 'POST', path: `${P}/sales/unpublish`, input: contentIdBody, output: saleRecordOut }),
  bannerList: adminEndpoint({ method: 'GET', path: `${P}/banners/list`, input: contentHotelQuery, output: z.array(z.object(listed)) }),
  bannerGet: adminEndpoint({ method: 'GET', path: `${P}/banners/get`, input: contentIdQuery, output: bannerRecord }),
  bannerSave: adminEndpoint({ method: 'POST', path: `${P}/banners/save`, input: bannerInput, output: bannerRecord }),
  bannerPreview: adminEndpoint({ method: 'POST', path: `${P}/banners/preview`, input: bannerInput, output: banner }),
  bannerUnpublish: adminEndpoint({ method: 'POST', path: `${P}/banners/unpublish`, input: contentIdBody, output: bannerRecord }),
  pageList: adminEndpoint({ method: 'GET', path: `${P}/pages/list`, input: z.object({}), output: z.array(pageListItem) }),
  pageGet: adminEndpoint({ method: 'GET', path: `${P}/pages/get`, input: pageSidQuery, output: contentPage }),
  pageSave: adminEndpoint({ method: 'POST', path: `${P}/pages/save`, input: pageInput, output: contentPage }),
  pagePreview: adminEndpoint({ method: 'POST', path: `${P}/pages/preview`, input: pageInput, output: contentPage }),
  hotelBlockGet: adminEndpoint({ method: 'GET', path: `${P}/hotel-pages/get`, input: hotelBlockQuery, output: hotelBlock }),
  hotelBlockSave: adminEndpoint({ method: 'POST', path: `${P}/hotel-pages/save`, input: hotelBlockInput, output: hotelBlock }),
} as const;
/** POST /adminapi/v1/media: multipart (fields `hotel`, then `file`), not JSON. */
export const MEDIA_UPLOAD_PATH = '/adminapi/v1/media';
