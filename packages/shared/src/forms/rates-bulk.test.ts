import { describe, expect, it } from 'vitest';
import { RATES_MESSAGES, ratesBulkBody, ratesChangesWords } from '../schemas/admin/rates.ts';
import { checkForm } from './parse-form.ts';
import { ratesBulkFromForm } from './rates-bulk.ts';

describe('ratesBulkFromForm', () => {
  it('turns the posted form into the API body, empty fields left out', () => {
    const body = ratesBulkFromForm('pro001', {
      rt_SK: 'on',
      rt_DK: 'on',
      from: '2026-12-01',
      to: '2026-12-31',
      wd_5: 'on',
      wd_6: 'on',
      price: '2,480',
      rooms: '',
      stopSell: 'off',
      minStay: '2',
      maxStay: '',
      maxStayClear: 'on',
      closedToArrival: '',
    });
    expect(body).toEqual({
      hotel: 'pro001',
      roomTypes: ['SK', 'DK'],
      from: '2026-12-01',
      to: '2026-12-31',
      weekdays: [5, 6],
      changes: { price: 2480, stopSell: false, minStay: 2, maxStay: null },
    });
    expect(checkForm(ratesBulkBody, body).ok).toBe(true);
  });

  it('reads every restriction by its key: the minimum stay through too (decision 0056), set or cleared', () => {
    const base = { rt_SK: 'on', from: '2026-12-01', to: '2026-12-01', wd_2: 'on' };
    const set = checkForm(ratesBulkBody, ratesBulkFromForm('pro001', { ...base, minStayThrough: '3', closedToDeparture: 'on' }));
    expect(set).toMatchObject({ ok: true, data: { changes: { closedToDeparture: true, minStayThrough: 3 } } });
    expect(ratesBulkFromForm('pro001', { ...base, minStayThrough: '', minStayThroughClear: 'on' }).changes).toEqual({ minStayThrough: null });
    const tooLong = checkForm(ratesBulkBody, ratesBulkFromForm('pro001', { ...base, minStayThrough: '31' }));
    expect(tooLong).toEqual({ ok: false, errors: { changes: '滞在中の最低泊数は 1〜30 泊の整数で入力してください' } });
    expect(ratesChangesWords({ minStayThrough: 3 })).toBe('滞在中の最低泊数 3泊');
    expect(ratesChangesWords({ price: 2000, minStayThrough: null, closedToArrival: true })).toBe('料金 2,000元、滞在中の最低泊数 制限なし、到着不可');
  });

  it('lets the schema answer a field that is not a number, and a form with no change', () => {
    const base = { rt_SK: 'on', from: '2026-12-01', to: '2026-12-01', wd_2: 'on' };
    const notNumber = checkForm(ratesBulkBody, ratesBulkFromForm('pro001', { ...base, price: 'abc' }));
    expect(notNumber).toEqual({ ok: false, errors: { changes: RATES_MESSAGES.priceInvalid } });
    const nothing = checkForm(ratesBulkBody, ratesBulkFromForm('pro001', base));
    expect(nothing).toEqual({ ok: false, errors: { changes: RATES_MESSAGES.changesRequired } });
  });
});
