import { describe, expect, it } from 'vitest';
import { checkForm } from '@hotel/shared/forms/parse-form';
import { bannerInput, CONTENT_MESSAGES, HOTEL_BLOCK_SCHEMAS, saleInput } from '@hotel/shared/schemas/admin/content';
import { BLOCK_FIELDS, blockKindOf, linesToList, listToLines, mergeBlock, recordFormValues, saleFormInput, windowedFormInput } from './content-form-values.ts';

const SALE_FORM = {
  hotel: 'pro018',
  id: '',
  title: '冬の特典',
  typeName: '住在',
  salesInfo: '連泊で朝食無料',
  salesList: '朝食無料\r\n\r\n  レイトチェックアウト  \n',
  content: '<p>詳細</p>',
  beginDate: '2026-12-01',
  endDate: '2026-12-31',
  thumbnail: '/img/sales/1-thumb.webp',
  showImage: '/img/sales/1.webp',
  sortOrder: '3',
  publishFrom: '',
  publishTo: '',
  intent: 'save',
};

describe('the offer and banner forms', () => {
  it('reads the benefits textarea one line each, dropping blank lines', () => {
    expect(linesToList('朝食無料\r\n\r\n  レイトチェックアウト  \n')).toEqual(['朝食無料', 'レイトチェックアウト']);
    expect(linesToList(undefined)).toEqual([]);
    expect(linesToList(listToLines(['a', 'b']))).toEqual(['a', 'b']);
  });

  it('shows a stored record as its form: lists a line each, a draft ticked, an open end empty', () => {
    expect(recordFormValues({ id: 12, salesList: ['朝食無料', 'レイトチェックアウト'], draft: true, publishTo: null, sortOrder: 3 })).toEqual({
      id: '12',
      salesList: '朝食無料\nレイトチェックアウト',
      draft: 'on',
      publishTo: '',
      sortOrder: '3',
    });
    expect(recordFormValues({ draft: false }).draft).toBe('');
  });

  it('a filled offer form passes the API schema: no id when new, no draft when unticked, empty window open', () => {
    const checked = checkForm(saleInput, saleFormInput(SALE_FORM));
    expect(checked).toMatchObject({ ok: true, data: { id: undefined, draft: false, salesList: ['朝食無料', 'レイトチェックアウト'], sortOrder: 3, publishFrom: null, publishTo: null } });
    expect(checkForm(saleInput, saleFormInput({ ...SALE_FORM, id: '12', draft: 'on' }))).toMatchObject({ ok: true, data: { id: 12, draft: true } });
  });

  it('puts an offer period that ends before it begins on the end date', () => {
    const checked = checkForm(saleInput, saleFormInput({ ...SALE_FORM, endDate: '2026-11-01' }));
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(checked.errors.endDate).toBe(CONTENT_MESSAGES.periodInvalid);
  });

  it('a banner form with an empty link saves none; a foreign-looking link is refused on its field', () => {
    const form = { hotel: 'pro018', title: '春', subTitle: '', image: '/img/group/banner-1.webp', imageMobile: '/img/group/banner-1-m.webp', link: '', sortOrder: '0', publishFrom: '', publishTo: '' };
    expect(checkForm(bannerInput, windowedFormInput(form))).toMatchObject({ ok: true, data: { link: null, draft: false } });
    const bad = checkForm(bannerInput, windowedFormInput({ ...form, link: 'javascript:alert(1)' }));
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.errors.link).toBe(CONTENT_MESSAGES.linkInvalid);
  });
});

describe('the hotel page form', () => {
  it('takes a known block kind, else the hotel top', () => {
    expect(blockKindOf('tea')).toBe('tea');
    expect(blockKindOf('nope')).toBe('home');
    expect(blockKindOf(null)).toBe('home');
  });

  it('lays the posted fields over the stored block and keeps the ones the form does not show', () => {
    const stored = { HotelCode: 'pro001', BannerTitle: '旧', TeaBanner: '/img/a.webp', TeaBannerMob: '/img/b.webp', TeaTitle: 't', TeaDesc: 'd', TeaEnTitle1: 'e1', TeaEnTitle2: 'e2', TeaEnTitle3: 'e3', TeaEnTitle4: 'e4', TeaImg1: '1', TeaImg2: '2', TeaImg3: '3', TeaImg4: '4', TeaImg5: '5', TeaImg6: '6', TeaImg7: '7', Tel: '0' };
    const merged = mergeBlock('tea', stored, { BannerTitle: ' 新しい見出し ', TeaDesc: '一行目\r\n二行目', TeaImg1: 'ignored', hotel: 'pro001', kind: 'tea' });
    expect(merged).toMatchObject({ BannerTitle: '新しい見出し', TeaDesc: '一行目\n二行目', TeaImg1: '1', TeaEnTitle1: 'e1' });
    expect(merged).not.toHaveProperty('kind');
    expect(HOTEL_BLOCK_SCHEMAS.tea.safeParse(merged).success).toBe(true);
  });

  it('edits only fields of its own kind', () => {
    for (const [kind, spec] of Object.entries(BLOCK_FIELDS)) {
      const keys = Object.keys(HOTEL_BLOCK_SCHEMAS[kind as keyof typeof BLOCK_FIELDS].shape);
      for (const f of spec.fields) expect(keys).toContain(f.name);
    }
  });
});
