import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CheckField, Choice, ChoiceField, SelectField, TextArea, TextField } from './form-fields.tsx';
import { withMessages } from '../../lib/i18n/test-messages.server.ts';

const html = (node: Parameters<typeof renderToString>[0]) => renderToString(withMessages(node));
/** The opening tag of the element with this id. */
const tagOf = (markup: string, id: string) => markup.match(new RegExp(`<[a-z]+[^>]* id="${id}"[^>]*>`))?.[0] ?? '';
/** React orders some attributes of an input itself (checked, value): check each, not their order. */
const expectAttributes = (tag: string, attributes: string[]) => {
  for (const attribute of attributes) expect(tag).toContain(` ${attribute}`);
};

describe('the back office form fields (server-rendered)', () => {
  it('a text field shows its value, label, tags and hint, and points at its message once refused', () => {
    const fine = html(createElement(TextField, { idPrefix: 'promotion', name: 'value', label: '割引の値', need: 'required', numeric: true, hint: '1〜90', values: { value: '15' }, errors: {} }));
    expect(fine).toContain('<label class="');
    expect(fine).toContain('for="promotion-value"');
    expect(fine).toContain('必須');
    const input = tagOf(fine, 'promotion-value');
    expect(input).toContain('name="value"');
    expect(input).toContain('value="15"');
    expect(input).toContain('inputMode="numeric"');
    expect(input).toContain('aria-required="true"');
    expect(input).toContain('aria-describedby="promotion-value-hint"');
    expect(input).not.toContain('aria-invalid');

    const refused = html(createElement(TextField, { idPrefix: 'promotion', name: 'value', label: '割引の値', hint: '1〜90', values: { value: '95' }, errors: { value: '割引率は1〜90%の整数で入力してください' } }));
    const invalid = tagOf(refused, 'promotion-value');
    expect(invalid).toContain('aria-invalid="true"');
    expect(invalid).toContain('aria-describedby="promotion-value-error promotion-value-hint"');
    expect(invalid).toContain('value="95"');
    expect(tagOf(refused, 'promotion-value-error')).toMatch(/^<p /);
    expect(refused).toContain('割引率は1〜90%の整数で入力してください');
    expect(refused).not.toContain('必須');
  });

  it('a text field takes a date type with a minimum, a read-only value, a unit after it and a length limit', () => {
    const date = html(createElement(TextField, { idPrefix: 'coupon', name: 'expiresOn', label: '有効期限', type: 'date', min: '2026-11-25', values: { expiresOn: '2027-02-22' }, errors: {} }));
    expect(tagOf(date, 'coupon-expiresOn')).toMatch(/type="date".*min="2026-11-25"/);
    const code = html(createElement(TextField, { idPrefix: 'catalog', name: 'code', label: 'プランコード', readOnly: true, suffix: '泊', values: { code: 'BAR' }, errors: {} }));
    expect(tagOf(code, 'catalog-code')).toContain('readOnly=""');
    expect(code).toContain('<span aria-hidden="true">泊</span>');
    const reason = html(createElement(TextField, { idPrefix: 'points', name: 'reason', label: '理由', maxLength: 200, values: {}, errors: {} }));
    expect(tagOf(reason, 'points-reason')).toContain('maxLength="200"');
  });

  it('a textarea and a select keep the value they were given', () => {
    const area = html(createElement(TextArea, { idPrefix: 'catalog', name: 'features', label: '特長', rows: 6, values: { features: '眺望\n禁煙' }, errors: {} }));
    expect(tagOf(area, 'catalog-features')).toContain('rows="6"');
    expect(area).toContain('眺望\n禁煙</textarea>');
    const select = html(
      createElement(SelectField, {
        idPrefix: 'catalog',
        name: 'discountType',
        label: '割引種別',
        options: [
          { value: '', label: 'なし' },
          { value: 'EARLY', label: 'EARLY' },
        ],
        values: { discountType: 'EARLY' },
        errors: {},
      }),
    );
    expect(select).toContain('<option value="EARLY" selected="">EARLY</option>');
  });

  it('radio buttons are a group named by the label, described by the message and the hint', () => {
    const markup = html(
      createElement(ChoiceField, {
        idPrefix: 'catalog',
        name: 'cancelPolicy',
        label: '規定',
        hint: '事前決済のプランは返金不可のみ',
        options: [
          { value: 'free', label: '期限まで無料キャンセル' },
          { value: 'nonRefundable', label: '返金・キャンセル不可' },
        ],
        values: { cancelPolicy: 'free' },
        errors: { cancelPolicy: '事前決済のプランは返金不可にしてください' },
      }),
    );
    expect(markup).toContain('id="catalog-cancelPolicy-error-label"');
    expect(markup).toMatch(/role="radiogroup" aria-labelledby="catalog-cancelPolicy-error-label" aria-describedby="catalog-cancelPolicy-error catalog-cancelPolicy-hint"/);
    expectAttributes(tagOf(markup, 'catalog-cancelPolicy-free'), ['type="radio"', 'name="cancelPolicy"', 'value="free"', 'checked=""']);
    expect(tagOf(markup, 'catalog-cancelPolicy-nonRefundable')).not.toContain('checked');
    expect(markup).toContain('事前決済のプランは返金不可にしてください');
  });

  it('checkboxes of a list are ticked from the comma-separated value', () => {
    const markup = html(
      createElement(ChoiceField, {
        idPrefix: 'promotion',
        name: 'hotels',
        label: '対象ホテル',
        need: 'optional',
        multiple: true,
        options: [
          { value: 'pro001', label: '杭州西湖' },
          { value: 'pro002', label: '杭州銭塘' },
          { value: 'pro003', label: '紹興' },
        ],
        values: { hotels: 'pro001,pro003' },
        errors: {},
      }),
    );
    expect(markup).toContain('role="group"');
    expect(markup).toContain('任意');
    expect(tagOf(markup, 'promotion-hotels-pro001')).toContain('checked=""');
    expect(tagOf(markup, 'promotion-hotels-pro002')).not.toContain('checked');
    expectAttributes(tagOf(markup, 'promotion-hotels-pro003'), ['type="checkbox"', 'name="hotels"', 'value="pro003"', 'checked=""']);
  });

  it('a lone checkbox is ticked by "on" and labelled by its words', () => {
    const markup = html(createElement(CheckField, { idPrefix: 'catalog', name: 'isActive', label: '販売中', values: { isActive: 'on' }, errors: {} }));
    expect(markup).toMatch(/<label class="[^"]*" for="catalog-isActive"><input id="catalog-isActive" type="checkbox" name="isActive" checked=""\/><span>販売中<\/span><\/label>/);
    const off = html(createElement(CheckField, { idPrefix: 'catalog', name: 'isActive', label: '販売中', values: {}, errors: {} }));
    expect(tagOf(off, 'catalog-isActive')).not.toContain('checked');
  });

  it('a choice on its own passes its input attributes through', () => {
    const markup = html(createElement(Choice, { type: 'checkbox', name: 'pickImage', value: '/img/a.webp', disabled: true, label: '使用中' }));
    expectAttributes(markup.match(/<input [^>]*>/)?.[0] ?? '', ['type="checkbox"', 'name="pickImage"', 'value="/img/a.webp"', 'disabled=""']);
    expect(markup).toContain('/><span>使用中</span></label>');
  });
});
