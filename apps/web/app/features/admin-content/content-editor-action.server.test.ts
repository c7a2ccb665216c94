import { describe, expect, it } from 'vitest';
import type { AppLoadContext } from 'react-router';
import { CONTENT_MESSAGES, contentEndpoints as E } from '@hotel/shared/schemas/admin/content';
import { contentEditorAction } from './content-editor-action.server.ts';
import { windowedFormInput } from './content-form-values.ts';

/** The staff API in-process as a list of the calls made, each answered with `answer`. */
function api(answer: { status: number; body: unknown }) {
  const calls: { path: string; body: unknown }[] = [];
  const context = {
    transport: (request: { path: string; body?: unknown }) => {
      calls.push({ path: request.path, body: request.body });
      return Promise.resolve(answer);
    },
  } as unknown as AppLoadContext;
  return { calls, context };
}

const request = new Request('http://hotel.test/admin/content/banner?hotel=pro001&owner=group');
const BANNER = { hotel: 'pro018', id: '', title: '春の庭園フェア', subTitle: '', link: '/sales', image: '/img/group/banner-1.webp', imageMobile: '/img/group/banner-1-m.webp', sortOrder: '0', publishFrom: '', publishTo: '' };
const flow = { save: E.bannerSave, preview: E.bannerPreview, unpublish: E.bannerUnpublish, toInput: windowedFormInput, back: '/admin/content?hotel=pro001&owner=group' };
const ok = (data: unknown) => ({ status: 200, body: { success: true, code: 200, message: '保存しました', data } });

describe('contentEditorAction (the one flow of the content editors)', () => {
  it('refuses a form its schema refuses, by field, without asking the API', async () => {
    const { calls, context } = api(ok({}));
    const answer = await contentEditorAction(request, context, { ...BANNER, link: 'javascript:alert(1)', intent: 'save' }, flow);
    expect(answer).toMatchObject({ ok: false, errors: { link: CONTENT_MESSAGES.linkInvalid } });
    expect(calls).toEqual([]);
  });

  it('previews through the preview operation, with what was posted kept for the form', async () => {
    const { calls, context } = api(ok({ title: '春の庭園フェア' }));
    const answer = await contentEditorAction(request, context, { ...BANNER, intent: 'preview' }, flow);
    expect(answer).toMatchObject({ ok: true, preview: { title: '春の庭園フェア' }, values: { title: '春の庭園フェア' } });
    expect(calls.map((c) => c.path)).toEqual([E.bannerPreview.path]);
  });

  it('saves and goes back to the list; without a list it stays with the message', async () => {
    const saved = await contentEditorAction(request, api(ok({})).context, { ...BANNER, intent: 'save' }, flow);
    expect(saved).toBeInstanceOf(Response);
    expect((saved as Response).headers.get('location')).toBe(flow.back);
    const stays = await contentEditorAction(request, api(ok({})).context, { ...BANNER, intent: 'save' }, { ...flow, back: undefined });
    expect(stays).toEqual({ ok: true, message: '保存しました' });
  });

  it('unpublishes without checking the fields, and the form shows the draft it became', async () => {
    const { calls, context } = api(ok({}));
    const answer = await contentEditorAction(request, context, { ...BANNER, id: '7', title: '', intent: 'unpublish' }, flow);
    expect(answer).toMatchObject({ ok: true, values: { draft: 'on' } });
    expect(calls).toEqual([{ path: E.bannerUnpublish.path, body: { id: '7' } }]);
  });

  it('shows the API refusal of a save with what was posted', async () => {
    const { context } = api({ status: 403, body: { success: false, code: 403, message: 'この操作を行う権限がありません', data: null } });
    const answer = await contentEditorAction(request, context, { ...BANNER, intent: 'save' }, flow);
    expect(answer).toMatchObject({ ok: false, message: 'この操作を行う権限がありません', values: { title: '春の庭園フェア' } });
  });

  it('a preview made here (the hotel pages) says its refusal', async () => {
    const { context } = api(ok({}));
    const answer = await contentEditorAction(request, context, { ...BANNER, intent: 'preview' }, { ...flow, preview: () => Promise.resolve(null), previewRefused: CONTENT_MESSAGES.blockInvalid });
    expect(answer).toMatchObject({ ok: false, message: CONTENT_MESSAGES.blockInvalid });
  });
});
