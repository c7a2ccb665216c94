// The floor under a content read: a bare Fastify route (a POST's JSON body parsed, a GET's query
// string parsed, nothing checked) that answers with the very bytes and headers the server gave
// for that read (getHotelInfo, getBanner, the news list), read from ANSWER_FILE.
// What our server does on top (request id and its context, the site's header checks, body
// validation, security headers, metrics, logging, the read cache, ETag) is the difference.
// Started by bench/processes.mjs with PORT, ANSWER_FILE, ANSWER_PATH and ANSWER_METHOD (default POST) set.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const { headers, body } = JSON.parse(readFileSync(process.env.ANSWER_FILE, 'utf8'));
const payload = Buffer.from(body, 'base64');
const app = Fastify();
app.route({ method: process.env.ANSWER_METHOD ?? 'POST', url: process.env.ANSWER_PATH, handler: (_request, reply) => {
  reply.headers(headers).send(payload);
} });
// For bench/processes.mjs to see it is up.
app.get('/', () => 'ready');
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
