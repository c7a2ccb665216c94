import { describe, expect, it } from 'vitest';
import { checkForm } from '@hotel/shared/forms/parse-form';
import { WEBHOOK_MESSAGES, webhookCreateInput, webhookUpdateInput } from '@hotel/shared/schemas/admin/webhooks';
import { failingFirst, nextTryLabel, pendingLabel } from './webhook-format.ts';
import { webhookCreateFields, webhookRefusal, webhookUpdateFields } from './webhook-form-values.ts';

const posted = { intent: 'create', id: '7', hotelCode: 'pro001', url: ' https://pms.example.com/hook ', description: '本館PMS', enabled: 'on' };

describe('the endpoint form', () => {
  it('posts what the schemas read: the switch as a boolean, the hotel only on a create', () => {
    expect(checkForm(webhookCreateInput, webhookCreateFields(posted))).toEqual({ ok: true, data: { hotelCode: 'pro001', url: 'https://pms.example.com/hook', description: '本館PMS', enabled: true } });
    expect(checkForm(webhookUpdateInput, webhookUpdateFields({ ...posted, enabled: '' }))).toEqual({ ok: true, data: { id: 7, url: 'https://pms.example.com/hook', description: '本館PMS', enabled: false } });
    expect(checkForm(webhookCreateInput, webhookCreateFields({ ...posted, hotelCode: '', url: '' }))).toEqual({ ok: false, errors: { hotelCode: WEBHOOK_MESSAGES.hotelInvalid, url: WEBHOOK_MESSAGES.urlRequired } });
  });

  it('puts the address rule, the hotel and the memo at their fields, anything else above the form', () => {
    expect(webhookRefusal('送信先URLは https:// で始めてください')).toEqual({ errors: { url: '送信先URLは https:// で始めてください' } });
    expect(webhookRefusal('エンドポイントのホスト名（pms.invalid）が見つかりません')).toEqual({ errors: { url: 'エンドポイントのホスト名（pms.invalid）が見つかりません' } });
    expect(webhookRefusal(WEBHOOK_MESSAGES.hotelInvalid)).toEqual({ errors: { hotelCode: WEBHOOK_MESSAGES.hotelInvalid } });
    expect(webhookRefusal(WEBHOOK_MESSAGES.notFound)).toEqual({ errors: {}, formError: WEBHOOK_MESSAGES.notFound });
  });
});

describe('the list', () => {
  it('leads with a failing endpoint and tells the next try to the second, in hotel time', () => {
    const ok = { id: 1, enabled: true, failingSince: null };
    const off = { id: 2, enabled: false, failingSince: '2026-11-28T01:00:00.000Z' };
    const failing = { id: 3, enabled: true, failingSince: '2026-11-28T01:00:00.000Z' };
    expect(failingFirst([ok, off, failing]).map((e) => e.id)).toEqual([3, 1, 2]);
    expect(nextTryLabel('2026-11-28T01:00:10.000Z')).toBe('2026/11/28 09:00:10');
    expect(nextTryLabel(null)).toBe('未定');
    expect(pendingLabel(0)).toBe('なし');
    expect(pendingLabel(1200)).toBe('1,200件');
  });
});
