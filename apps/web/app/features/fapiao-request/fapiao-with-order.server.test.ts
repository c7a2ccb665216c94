import { describe, expect, it } from 'vitest';
import { redirect, type AppLoadContext } from 'react-router';
import { endpointPaths } from '@hotel/shared/api/endpoint-paths';
import { FAPIAO_MESSAGES } from '@hotel/shared/forms/fapiao';
import { withFapiaoRequest } from './fapiao-with-order.server.ts';

/** The API in-process as the calls made, answered from `answers` (else 500). */
function api(answers: Record<string, { status: number; body: unknown }>) {
  const calls: { path: string; body: unknown }[] = [];
  const context = {
    transport: (request: { path: string; body?: unknown }) => {
      calls.push({ path: request.path, body: request.body });
      return Promise.resolve(answers[request.path] ?? { status: 500, body: null });
    },
  } as unknown as AppLoadContext;
  return { calls, context };
}

const post = (form: Record<string, string>) => new Request('http://hotel.test/pro001/fill', { method: 'POST', headers: { origin: 'http://hotel.test' }, body: new URLSearchParams(form) });
const payStep = () => Promise.resolve(redirect('/pro001/child-hotel/rooms/pay-step?id=42&orderNo=FO1&revNo=RV1'));
const person = { fapiaoWanted: 'on', fapiao_buyerKind: 'personal', fapiao_title: '王 小明', fapiao_email: 'wang@example.cn' };

describe('withFapiaoRequest (the guest step’s optional fapiao)', () => {
  it('leaves the order alone when no fapiao is asked for', async () => {
    const { calls, context } = api({});
    const answer = (await withFapiaoRequest(post({ fapiao_title: 'x' }), context, payStep)) as Response;
    expect(answer.headers.get('location')).toBe('/pro001/child-hotel/rooms/pay-step?id=42&orderNo=FO1&revNo=RV1');
    expect(calls).toEqual([]);
  });

  it('refuses a bad request before the order is made, at its prefixed field', async () => {
    const { context } = api({});
    let submitted = false;
    const answer = await withFapiaoRequest(post({ ...person, fapiao_buyerKind: 'company', fapiao_taxNo: '91350100M000100Y44' }), context, () => {
      submitted = true;
      return payStep();
    });
    expect(submitted).toBe(false);
    expect(answer).toMatchObject({ data: { ok: false, errors: { fapiao_taxNo: FAPIAO_MESSAGES.taxNoCheck } }, init: { status: 400 } });
  });

  it('asks for the fapiao once the order exists', async () => {
    const { calls, context } = api({ [endpointPaths.requestFapiao.path]: { status: 200, body: { success: true, code: 200, message: '', data: {} } } });
    const answer = (await withFapiaoRequest(post(person), context, payStep)) as Response;
    expect(calls).toEqual([{ path: endpointPaths.requestFapiao.path, body: expect.objectContaining({ orderId: 42, buyerKind: 'personal', title: '王 小明', taxNo: null }) }]);
    expect(answer.headers.get('location')).not.toContain('fapiao=');
  });

  it('goes on to pay with a note when the request fails', async () => {
    const { context } = api({});
    const answer = (await withFapiaoRequest(post(person), context, payStep)) as Response;
    expect(answer.headers.get('location')).toBe('/pro001/child-hotel/rooms/pay-step?id=42&orderNo=FO1&revNo=RV1&fapiao=later');
  });
});
