import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SERVER_MESSAGES } from '@hotel/shared/messages';
import { notFound } from '../../lib/api-error.ts';
import { escapeHtml } from '../../lib/mail-body.ts';
import type { OutboxMailTransport } from './outbox-mail-transport.ts';

const id = z.coerce.number().int().min(1).max(2_147_483_647);

/**
 * GET /__dev/mail — the e-mail demo mode caught instead of sending (decision 0041): a list, each
 * mail's HTML as the guest would see it, and its stay.ics. Registered only in demo mode without
 * SMTP_URL, so anywhere else the paths are a plain 404. Hidden from the OpenAPI document.
 */
export const devMailRoutes: FastifyPluginAsyncZod<{ outbox: OutboxMailTransport }> = async (app, { outbox }) => {
  app.get('/__dev/mail', { schema: { hide: true } }, async (_req, reply) => {
    const mails = await outbox.list();
    const rows = mails
      .map(
        (m) =>
          `<li><a href="/__dev/mail/${m.id}">${escapeHtml(m.subject)}</a><br><small>宛先 ${escapeHtml(m.to)} · ${escapeHtml(m.sentAt.toISOString())}${m.hasIcs ? ` · <a href="/__dev/mail/${m.id}/stay.ics">stay.ics</a>` : ''}</small></li>`,
      )
      .join('\n');
    return reply
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(
        `<!doctype html><html lang="ja"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>送信メール（デモ）</title></head>` +
          `<body style="font-family:sans-serif;margin:16px;line-height:1.6"><h1 style="font-size:20px">送信メール（デモ）</h1><p>デモサイトでは確認メールを送信せず、ここに表示します（1日で消えます）。</p>` +
          (rows ? `<ul style="padding-left:20px">${rows}</ul>` : '<p>まだメールはありません。</p>') +
          `</body></html>`,
      );
  });

  app.get('/__dev/mail/:id', { schema: { hide: true, params: z.object({ id }) } }, async (req, reply) => {
    const mail = await outbox.find(req.params.id);
    if (!mail) throw notFound(SERVER_MESSAGES.routeNotFound);
    // The mail's own HTML, as its recipient would see it; its scripts (JSON-LD only) never run.
    return reply.header('cache-control', 'no-store').header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'").type('text/html; charset=utf-8').send(mail.html);
  });

  app.get('/__dev/mail/:id/stay.ics', { schema: { hide: true, params: z.object({ id }) } }, async (req, reply) => {
    const mail = await outbox.find(req.params.id);
    if (!mail?.ics) throw notFound(SERVER_MESSAGES.routeNotFound);
    return reply.header('cache-control', 'no-store').header('content-disposition', 'attachment; filename="stay.ics"').type('text/calendar; charset=utf-8').send(mail.ics);
  });
};
