import { spawnSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createDb } from '@hotel/db/client';
import { addDays, hotelToday } from '@hotel/shared/hotel-date';
import { holdRooms, submitOrder, type Answer } from './api.ts';
import { AnswerLog, countByAnswer } from './answers.ts';
import { checkAcknowledged, type Acknowledged } from './booking-load.ts';
import { createGuests, prepare, setRooms, type Guest } from './database.ts';
import { killHard, sleep, startServer, stopServer, type ServerProcess } from './processes.ts';
import { Check, seconds } from './run.ts';

/** The tmpfs holding the PGlite folder: room for the demo data, then filled up by the suite. */
const TMPFS_SIZE = '384m';
/** A call that has not answered by then counts as hanging (the server froze). */
const CALL_TIMEOUT_MS = 10_000;
const ROOT = path.resolve(import.meta.dirname, '../../..');
const HOTEL = 'pro001';
const ROOM = 'SK';
const today = hotelToday();
const NIGHTS = Array.from({ length: 6 }, (_, i) => addDays(today, 110 + i));
const NO_SPACE = 'No space left on device';

const within = <T>(promise: Promise<T>, ms: number, late: T): Promise<T> => Promise.race([promise, sleep(ms).then(() => late)]);
const hanging = (step: string): Answer<never> => ({ status: 0, message: `no answer within ${CALL_TIMEOUT_MS / 1000} s (${step})`, data: undefined as never });

/** A small filesystem of its own (tmpfs): "the disk" that the suite fills. Needs root (mount). */
function mountTmpfs(): string {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'hotel-pglite-full-'));
  const mounted = spawnSync('mount', ['-t', 'tmpfs', '-o', `size=${TMPFS_SIZE}`, 'tmpfs', folder], { encoding: 'utf8' });
  if (mounted.status !== 0) {
    rmSync(folder, { recursive: true, force: true });
    throw new Error(`the PGlite part mounts a ${TMPFS_SIZE} tmpfs to fill and could not (${mounted.stderr.trim() || `exit ${mounted.status}`}): run as root, or --only=postgres`);
  }
  return folder;
}

/** Writes until the filesystem refuses (ENOSPC): the disk is full. */
function fillDisk(file: string): number {
  const fd = openSync(file, 'w');
  const chunk = Buffer.alloc(1 << 20);
  let written = 0;
  for (const size of [1 << 20, 4096, 512]) {
    try {
      for (;;) written += writeSync(fd, chunk, 0, size);
    } catch {
      // ENOSPC: go on with smaller writes to take the last free blocks too
    }
  }
  closeSync(fd);
  return written;
}

const logLines = (name: string, pattern: RegExp) =>
  readFileSync(path.join(ROOT, 'data', 'reliability', `${name}.log`), 'utf8')
    .split('\n')
    .filter((l) => pattern.test(l));

/**
 * PGlite on a full disk (issue 32): a server on a PGlite folder in a tmpfs takes bookings, the
 * tmpfs is filled, guests keep booking; then space is freed. Expected: nothing acknowledged is
 * lost, nothing half-written (the inventory invariant over the reopened folder), the log names
 * the cause, and with space back a server starts on the folder and takes bookings. What the
 * guests saw meanwhile, and what a start on a still-full disk does, is reported as observed
 * (docs/operations/database-outages.md).
 */
export async function runPgliteDiskFull(check: Check, port: number): Promise<string[]> {
  console.log('\n== PGlite on a full disk ==');
  const started = Date.now();
  const lines: string[] = [];
  const mount = mountTmpfs();
  const dataDir = path.join(mount, 'db');
  const filler = path.join(mount, 'filler');
  const log = new AnswerLog();
  const ack: Acknowledged = { holds: new Set(), orders: new Map(), payRequests: new Map(), paidChecks: new Set() };
  let server: ServerProcess | undefined;
  try {
    const setup = await createDb({ dataDir });
    await prepare(setup);
    await setRooms(setup.db, HOTEL, ROOM, NIGHTS.slice(0, -1), 100);
    const guests = await createGuests(setup.db, 40);
    await setup.close();
    for (const name of ['pglite-full', 'pglite-full-start', 'pglite-full-after']) rmSync(path.join(ROOT, 'data', 'reliability', `${name}.log`), { force: true });

    server = await startServer('pglite-full', port, { DATA_DIR: dataDir }, { compiled: true });
    const book = async (guest: Guest, n: number, phase: string) => {
      const base = server!.url;
      const stay = { hotelCode: HOTEL, roomTypeCode: ROOM, rateCode: 'BAR', checkIn: NIGHTS[n % 4]!, checkOut: NIGHTS[(n % 4) + 1]! };
      const hold = await log.timed(`${phase} checkInventory`, () => within(holdRooms(base, guest.token, stay), CALL_TIMEOUT_MS, hanging('checkInventory')));
      if (hold.status !== 200) return hold.status;
      ack.holds.add(hold.data.orderNo);
      const order = await log.timed(`${phase} submitOrder`, () => within(submitOrder(base, guest.token, hold.data.orderNo), CALL_TIMEOUT_MS, hanging('submitOrder')));
      if (order.status === 200) ack.orders.set(order.data.orderNo, { revNo: order.data.revNo, memberId: guest.memberId });
      return order.status;
    };
    const health = async (phase: string) => {
      await log.call(`${phase} healthz`, `${server!.url}/healthz`, { timeoutMs: 5_000 });
      await log.call(`${phase} readyz`, `${server!.url}/readyz`, { timeoutMs: 5_000 });
    };

    for (let n = 0; n < 8; n++) await book(guests[n]!, n, 'before');
    const fillerBytes = fillDisk(filler);
    lines.push(`disk: ${TMPFS_SIZE} tmpfs; ${(fillerBytes / 2 ** 20).toFixed(0)} MiB of filler took the rest`);
    // Guests keep booking on the full disk; three calls in a row without an answer: the server froze.
    let silent = 0;
    for (let n = 8; n < 68 && silent < 3; n++) {
      const status = await book(guests[n % guests.length]!, n, 'full');
      await health('full');
      silent = status === 0 ? silent + 1 : 0;
    }
    const noSpace = logLines('pglite-full', new RegExp(NO_SPACE, 'i'));
    check.that(noSpace.length > 0, `PGlite, disk full: the server's log names the cause ("${NO_SPACE}")`);
    lines.push(`the log while full: ${noSpace.length} line(s) naming "${NO_SPACE}", e.g. ${noSpace[0]?.slice(0, 240) ?? '—'}`);
    const exitedWhileFull = server.child.exitCode !== null || server.child.signalCode !== null;
    lines.push(`the server while full: ${exitedWhileFull ? `exited (${server.child.exitCode ?? server.child.signalCode})` : 'still running'}`);

    rmSync(filler);
    for (let n = 68; n < 71 && !exitedWhileFull; n++) await book(guests[n % guests.length]!, n, 'space freed, same process');
    if (!exitedWhileFull) await health('space freed, same process');
    // A frozen process answers no SIGTERM: the process manager's kill -9, after its liveness probe failed.
    const frozen = log.all.some((a) => a.what.startsWith('space freed') && a.status === 0);
    if (frozen) await killHard(server);
    else await stopServer(server);
    server = undefined;

    // A start while the disk is still full (a process manager restarting it at once).
    fillDisk(filler);
    const startedOnFull = await startServer('pglite-full-start', port, { DATA_DIR: dataDir }, { compiled: true }).then(
      async (s) => {
        await stopServer(s);
        return 'started';
      },
      (error: unknown) => `did not start: ${error instanceof Error ? error.message : String(error)}; log: ${logLines('pglite-full-start', /error|abort|space/i)[0]?.slice(0, 200) ?? '—'}`,
    );
    lines.push(`a server started while the disk is still full: ${startedOnFull}`);
    rmSync(filler);

    server = await startServer('pglite-full-after', port, { DATA_DIR: dataDir }, { compiled: true });
    const afterStatus = await book(guests[0]!, 71, 'space back, restarted');
    await health('space back, restarted');
    check.equal(afterStatus, 200, 'PGlite, space back: a restarted server on the folder takes a booking');
    check.that(log.all.some((a) => a.what === 'space back, restarted readyz' && a.status === 200), 'PGlite, space back: /readyz is 200');
    await stopServer(server);
    server = undefined;

    const reopened = await createDb({ dataDir });
    try {
      await checkAcknowledged(reopened.db, ack, check, 'PGlite, after the full disk');
    } finally {
      await reopened.close();
    }
    lines.push(`acknowledged and found in the reopened folder: ${ack.holds.size} holds, ${ack.orders.size} orders; invariant checked`);
    lines.push('answers:');
    for (const line of countByAnswer(log.all)) lines.push(`  ${line}`);
    lines.push(`time ${seconds(Date.now() - started)}`);
    return lines;
  } finally {
    if (server) await killHard(server);
    spawnSync('umount', [mount]);
    rmSync(mount, { recursive: true, force: true });
  }
}
