import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { FormField } from './form-field.tsx';
import { useSchemaForm } from './use-schema-form.ts';
import { withMessages } from '../../lib/i18n/test-messages.server.ts';

const FIELDS = ['name', 'mobile'] as const;
const schema = z.object({ name: z.string().min(1, 'お名前を入力してください'), mobile: z.string().regex(/^1\d{10}$/, '携帯電話番号を正しく入力してください') });

/** A form as the server draws it after its action refused a post (the page without JavaScript). */
function Refused({ errors, firstOnly = false }: { errors: Record<string, string>; firstOnly?: boolean }) {
  const form = useSchemaForm({ fields: FIELDS, schema, answer: { errors }, idPrefix: 'f', firstOnly });
  return createElement(
    'form',
    null,
    FIELDS.map((name) => createElement(FormField, { key: name, ...form.messageOf(name), label: name, children: createElement('input', { ...form.field(name, `f-${name}-hint`) }) })),
  );
}

describe('useSchemaForm, drawn on the server', () => {
  it('marks each refused field and points it at its message, which is shown next to it', () => {
    const html = renderToString(withMessages(createElement(Refused, { errors: { name: 'お名前を入力してください', mobile: '携帯電話番号を正しく入力してください' } })));
    expect(html).toContain('<input id="f-name" aria-invalid="true" aria-describedby="f-name-error f-name-hint" name="name"/>');
    expect(html).toContain('<p id="f-name-error"');
    expect(html).toContain('お名前を入力してください');
    expect(html).toContain('携帯電話番号を正しく入力してください');
  });

  it('leaves a field without a message unmarked, its hint still described', () => {
    const html = renderToString(withMessages(createElement(Refused, { errors: { mobile: '携帯電話番号を正しく入力してください' } })));
    expect(html).toContain('<input id="f-name" aria-describedby="f-name-hint" name="name"/>');
    expect(html).toContain('aria-invalid="true" aria-describedby="f-mobile-error f-mobile-hint"');
  });

  it('shows only the first problem, in the screen order, when asked to', () => {
    const html = renderToString(withMessages(createElement(Refused, { errors: { mobile: '携帯電話番号を正しく入力してください', name: 'お名前を入力してください' }, firstOnly: true })));
    expect(html).toContain('お名前を入力してください');
    expect(html).not.toContain('携帯電話番号を正しく入力してください');
    expect(html).toContain('<input id="f-mobile" aria-describedby="f-mobile-hint" name="mobile"/>');
  });
});
