import { describe, expect, it } from 'vitest';
import { RATES_MESSAGES, ratesBulkBody } from '../schemas/admin/rates.ts';
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

  it('lets the schema answer a field that is not a number, and a form with no change', () => {
    const base = { rt_SK: 'on', from: '2026-12-01', to: '2026-12-01', wd_2: 'on' };
    const notNumber = checkForm(ratesBulkBody, ratesBulkFromForm('pro001', { ...base, price: 'abc' }));
    expect(notNumber).toEqual({ ok: false, errors: { changes: RATES_MESSAGES.priceInvalid } });
    const nothing = checkForm(ratesBulkBody, ratesBulkFromForm('pro001', base));
    expect(nothing).toEqual({ ok: false, errors: { changes: RATES_MESSAGES.changesRequired } });
  });
});
