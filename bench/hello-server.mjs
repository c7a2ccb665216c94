// The yardstick of every throughput budget: a bare Fastify hello-world route (no logger, no plugins)
// in its own process, as the table measures it. Started by bench/run.mjs with PORT set.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
