// The booking-changes part (issue 25): the compiled production server in demo mode on a PostgreSQL
// database of its own. CHANGE_CLIENTS guests, each with a pay-at-hotel booking of one night, change
// it at the same time again and again: one night more, then back to one (each change priced with
// /order/quoteChange and applied with /order/changeOrder, nothing to pay, so applied at once: the
// transaction that takes and gives back nights and rewrites the order). The figure is a change's
// time (price and apply) at p50 / p99 with CHANGE_CLIENTS changing at once; the budget p99 ≤ 150 ms.
import { call, bookNight, openNights, registerMember } from './booking-client.mjs';
import { hotelDate } from './targets.mjs';
import { createBenchDatabase } from './postgres.mjs';
import { cpuSeconds, startServer } from './processes.mjs';

const CLIENTS = Number(process.env.BENCH_CHANGE_CLIENTS ?? 20);
const ROUNDS = Number(process.env.BENCH_CHANGE_ROUNDS ?? 25);
/** Clear of the demo's sold-out weeks and of the jobs part's nights. */
const FIRST_DAY = 260;

export async function measureChanges({ port, logDir, log, own }) {
  if (!(CLIENTS >= 1 && CLIENTS <= 25)) throw new Error('BENCH_CHANGE_CLIENTS must be 1 to 25 (members register from one address)');
  const database = await createBenchDatabase('changes');
  own(database.drop);
  const server = await startServer({ name: 'PostgreSQL-changes', port, logDir, databaseUrl: database.url });
  own(() => server.stop());
  try {
    log(`changes: server ready in ${(server.startupMs / 1000).toFixed(1)} s; ${CLIENTS} guests book, then change ${ROUNDS} times each at once`);
    await openNights(server.base, { firstDay: FIRST_DAY, nights: 2 * CLIENTS + 2, rooms: 5 });
    const guests = [];
    for (let i = 0; i < CLIENTS; i++) {
      const member = await registerMember(server.base, 500 + i);
      const day = FIRST_DAY + 2 * i;
      const booking = await bookNight(server.base, member, day);
      if (booking.error) throw new Error(`booking for the change bench: ${booking.error}`);
      guests.push({ member, id: booking.id, day });
    }
    const times = [];
    const refused = new Map();
    const started = Date.now();
    // The server's CPU over the changes, the jobs they set off included (decision 0084).
    const cpuBefore = cpuSeconds(server.pid);
    await Promise.all(
      guests.map(async ({ member, id, day }) => {
        for (let round = 0; round < ROUNDS; round++) {
          const nights = round % 2 === 0 ? 2 : 1;
          const body = { orderId: id, checkIn: hotelDate(day), checkOut: hotelDate(day + nights), roomTypeCode: 'SK', rateCode: 'BAR', roomQty: 1, adultNum: 1, childrenNum: 0 };
          const t0 = performance.now();
          const quote = await call(server.base, 'POST', '/crsapi/v1/order/quoteChange', { token: member.token, body });
          const change = quote.status === 200 ? await call(server.base, 'POST', '/crsapi/v1/order/changeOrder', { token: member.token, body }) : quote;
          const ms = performance.now() - t0;
          if (change.status === 200) times.push(ms);
          else refused.set(`${change.status} ${change.message}`, (refused.get(`${change.status} ${change.message}`) ?? 0) + 1);
        }
      }),
    );
    const seconds = (Date.now() - started) / 1000;
    const serverCpu = cpuSeconds(server.pid) - cpuBefore;
    times.sort((a, b) => a - b);
    const at = (q) => (times.length ? Math.round(times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)]) : null);
    const figures = { clients: CLIENTS, rounds: ROUNDS, changes: times.length, refused: Object.fromEntries(refused), seconds, perSecond: times.length / seconds, p50: at(0.5), p99: at(0.99), max: times.length ? Math.round(times.at(-1)) : null, serverCores: serverCpu / seconds, serverCpuPerChangeMs: times.length ? (serverCpu * 1000) / times.length : null, postgresVersion: database.version };
    log(`changes: ${figures.changes} changes in ${seconds.toFixed(1)} s (${figures.perSecond.toFixed(1)}/s), p50 ${figures.p50} ms, p99 ${figures.p99} ms, server ${figures.serverCores.toFixed(2)} of a core (${figures.serverCpuPerChangeMs?.toFixed(1)} ms of CPU a change)${refused.size ? `, refused ${JSON.stringify(figures.refused)}` : ''}`);
    return figures;
  } finally {
    await server.stop();
  }
}
