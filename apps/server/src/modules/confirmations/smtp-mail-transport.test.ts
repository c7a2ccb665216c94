import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SmtpMailTransport } from './smtp-mail-transport.ts';

/** The smallest SMTP server nodemailer talks to (no TLS, no AUTH): keeps each message's DATA. */
function smtpStandIn(received: { from: string; to: string[]; data: string }[]): Server {
  return createServer((socket: Socket) => {
    let buffer = '';
    let inData = false;
    let current = { from: '', to: [] as string[], data: '' };
    socket.write('220 stand-in ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let end: number;
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            received.push(current);
            current = { from: '', to: [], data: '' };
            socket.write('250 queued\r\n');
          } else current.data += `${line.replace(/^\./, '')}\r\n`;
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'MAIL') current.from = line;
        if (verb === 'RCPT') current.to.push(line);
        if (verb === 'DATA') inData = true;
        if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write(verb === 'EHLO' || verb === 'HELO' ? '250-stand-in\r\n250 8BITMIME\r\n' : verb === 'DATA' ? '354 go on\r\n' : '250 ok\r\n');
      }
    });
  });
}

describe('SmtpMailTransport', () => {
  const received: { from: string; to: string[]; data: string }[] = [];
  const server = smtpStandIn(received);
  let port = 0;
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('sends from MAIL_FROM to the guest, with the text, the HTML and stay.ics as text/calendar', async () => {
    const transport = new SmtpMailTransport(`smtp://127.0.0.1:${port}`, 'フェルトン・ホテルズ <no-reply@example.jp>');
    await transport.send({ to: 'guest@example.jp', subject: '【フェルトン・ホテルズ】ご予約確定のお知らせ', text: '本文', html: '<p>本文</p>', ics: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n', reference: 'FO1/confirmed' });
    expect(received).toHaveLength(1);
    const [mail] = received;
    expect(mail!.from).toContain('<no-reply@example.jp>');
    expect(mail!.to).toEqual(['RCPT TO:<guest@example.jp>']);
    expect(mail!.data).toMatch(/Content-Type: text\/plain/i);
    expect(mail!.data).toMatch(/Content-Type: text\/html/i);
    expect(mail!.data).toMatch(/Content-Type: text\/calendar; charset=utf-8/i);
    expect(mail!.data).toContain('filename=stay.ics');
  });

  it('rejects when the server is not there, so the job is retried', async () => {
    const transport = new SmtpMailTransport('smtp://127.0.0.1:1', 'no-reply@example.jp');
    await expect(transport.send({ to: 'guest@example.jp', subject: 's', text: 't', html: '<p>t</p>', ics: null, reference: 'FO1/confirmed' })).rejects.toThrow();
  });
});
