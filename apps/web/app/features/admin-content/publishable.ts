import { SALE_TYPES } from '@hotel/shared/constants';
import { contentEndpoints as E } from '@hotel/shared/schemas/admin/content';
import { saleFormInput, windowedFormInput } from './content-form-values.ts';

/**
 * The content guests see for a period, each described once: its operations, the fields of its
 * form in the screen's order, how the form's text becomes the save input, what a new one starts
 * with and the words of its editor. The list's 非公開にする, the editors' loader, action and page
 * all read it; a fourth kind is one more entry (and its route with its fields and preview).
 */
export const PUBLISHABLE = {
  news: {
    noun: 'お知らせ',
    path: '/admin/content/news',
    list: E.newsList,
    get: E.newsGet,
    save: E.newsSave,
    preview: E.newsPreview,
    unpublish: E.newsUnpublish,
    toInput: windowedFormInput,
    fields: ['title', 'image', 'summary', 'content', 'publishFrom', 'publishTo'],
    fresh: (today: string) => ({ content: '<p></p>', publishFrom: today }),
    createNote: '保存すると公開開始日から /news に表示されます',
    previewTitle: 'プレビュー（/newsdetail の表示）',
  },
  sale: {
    noun: 'キャンペーン',
    path: '/admin/content/sale',
    list: E.saleList,
    get: E.saleGet,
    save: E.saleSave,
    preview: E.salePreview,
    unpublish: E.saleUnpublish,
    toInput: saleFormInput,
    fields: ['title', 'typeName', 'salesInfo', 'salesList', 'content', 'thumbnail', 'showImage', 'beginDate', 'endDate', 'publishFrom', 'publishTo', 'sortOrder'],
    fresh: (today: string) => ({ typeName: SALE_TYPES[0], content: '<p></p>', beginDate: today, sortOrder: '0' }),
    createNote: '保存すると公開期間のあいだ /sales に表示されます',
    previewTitle: 'プレビュー（/sales の一覧の表示）',
  },
  banner: {
    noun: 'バナー',
    path: '/admin/content/banner',
    list: E.bannerList,
    get: E.bannerGet,
    save: E.bannerSave,
    preview: E.bannerPreview,
    unpublish: E.bannerUnpublish,
    toInput: windowedFormInput,
    fields: ['title', 'subTitle', 'link', 'image', 'imageMobile', 'publishFrom', 'publishTo', 'sortOrder'],
    fresh: () => ({ sortOrder: '0' }),
    createNote: '保存すると公開期間のあいだトップページのメインビジュアルに表示されます',
    previewTitle: 'プレビュー（トップページのメインビジュアル）',
  },
} as const;

export type PublishableKind = keyof typeof PUBLISHABLE;
export const PUBLISHABLE_KINDS = Object.keys(PUBLISHABLE) as PublishableKind[];
