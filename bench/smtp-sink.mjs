// A mail server for the jobs part of the bench: speaks just enough SMTP for nodemailer (no TLS, no
// auth, no pipelining), accepts every message and notes when it was handed over and to whom. It
// stands for the site's real SMTP server: what is measured is the time until a message is handed
// to it, not delivery.
import net from 'node:net';

const DATA_END = '\r\n.\r\n';

/**
 * Listens on 127.0.0.1 (port 0: any free one). `messages`: { at (ms since epoch), from, to: [] }
 * in arrival order. While `down` is true every connection is told the service is unavailable (a
 * mail server outage: the sender's job fails and is retried).
 */
export async function startSmtpSink({ port = 0 } = {}) {
  const messages = [];
  const sockets = new Set();
  const sink = { port: 0, messages, down: false, stop };
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    if (sink.down) {
      socket.end('421 4.3.2 bench: the mail server is down\r\n');
      return;
    }
    // latin1 keeps one character per byte, so a multi-byte character split across chunks stays whole.
    socket.setEncoding('latin1');
    let buffer = '';
    let inData = false;
    let envelope = { from: null, to: [] };
    const reply = (line) => socket.write(`${line}\r\n`);
    socket.on('data', (chunk) => {
      buffer += chunk;
      for (;;) {
        if (inData) {
          const end = buffer.indexOf(DATA_END);
          // Keep only what may hold the start of the terminator: a message is never kept whole.
          if (end === -1) {
            buffer = buffer.slice(-(DATA_END.length - 1));
            return;
          }
          buffer = buffer.slice(end + DATA_END.length);
          inData = false;
          messages.push({ at: Date.now(), ...envelope });
          envelope = { from: null, to: [] };
          reply('250 2.0.0 accepted');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol === -1) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO') reply('250-bench-sink\r\n250-8BITMIME\r\n250-SMTPUTF8\r\n250 SIZE 26214400');
        else if (verb === 'HELO') reply('250 bench-sink');
        else if (verb === 'MAIL') {
          envelope = { from: addressOf(line), to: [] };
          reply('250 2.1.0 ok');
        } else if (verb === 'RCPT') {
          envelope.to.push(addressOf(line));
          reply('250 2.1.5 ok');
        } else if (verb === 'DATA') {
          inData = true;
          // The message may start in this very chunk, right after "DATA\r\n": look for its end from "\r\n".
          buffer = `\r\n${buffer}`;
          reply('354 end with <CRLF>.<CRLF>');
        } else if (verb === 'RSET' || verb === 'NOOP') {
          if (verb === 'RSET') envelope = { from: null, to: [] };
          reply('250 2.0.0 ok');
        } else if (verb === 'QUIT') {
          socket.end('221 2.0.0 bye\r\n');
          return;
        } else reply('502 5.5.2 not implemented');
      }
    });
    reply('220 bench-sink ESMTP');
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  sink.port = server.address().port;
  return sink;

  async function stop() {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => server.close(resolve));
  }
}

/** `MAIL FROM:<a@b> SIZE=…` → a@b, lowercased. */
function addressOf(line) {
  const match = /<([^>]*)>/.exec(line);
  return (match ? match[1] : line.slice(line.indexOf(':') + 1).trim()).toLowerCase();
}
