// The processes under measure: the compiled production server (decision 0034) and the hello-world
// yardstick, each spawned directly with this node (no npm or shell wrapper), so the pid is the
// server itself: SIGTERM stops it and /proc/<pid>/status is its memory.
import { spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SERVER_MAIN } from '../tools/server-build.mjs';

/** Settings the bench decides itself: never inherited from the shell that runs it. */
const OWN_SETTINGS = ['DATABASE_URL', 'DATA_DIR', 'PORT', 'HOST', 'LOG_LEVEL', 'PAGE_CACHE', 'METRICS', 'METRICS_TOKEN', 'RATE_LIMIT', 'REDIS_URL', 'SEED', 'SMTP_URL', 'MAIL_FROM', 'ALERT_EMAIL'];

/**
 * The production server: NODE_ENV=production, DEMO_MODE=1 (seeds an empty database with the demo
 * group), RATE_LIMIT=off (one address is not a guest to throttle, decision 0028), METRICS=1 (the
 * event-loop delay at /metrics) and the production log level (info unless BENCH_LOG_LEVEL), its
 * log written to a file as a deployment would.
 */
export async function startServer({ name, port, logDir, databaseUrl, dataDir, extraEnv = {} }) {
  const env = { ...process.env };
  for (const key of OWN_SETTINGS) delete env[key];
  Object.assign(env, {
    NODE_ENV: 'production',
    DEMO_MODE: '1',
    RATE_LIMIT: 'off',
    METRICS: '1',
    PORT: String(port),
    HOST: '127.0.0.1',
    ...(process.env.BENCH_LOG_LEVEL ? { LOG_LEVEL: process.env.BENCH_LOG_LEVEL } : {}),
    // e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof": the server's own profile, not the bench's.
    ...(process.env.BENCH_SERVER_NODE_OPTIONS ? { NODE_OPTIONS: process.env.BENCH_SERVER_NODE_OPTIONS } : {}),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: dataDir }),
    ...extraEnv,
  });
  return spawnAndWait({ name, args: [SERVER_MAIN], env, port, readyPath: '/home', logDir });
}

export async function startHello({ port, logDir }) {
  return spawnAndWait({ name: 'hello', args: [path.join(import.meta.dirname, 'hello-server.mjs')], env: { ...process.env, PORT: String(port) }, port, readyPath: '/', logDir });
}

/** bench/bare-answer-server.mjs: the floor under a content read (bench/limits.mjs). */
export async function startBareAnswer({ port, logDir, answerFile, answerPath, answerMethod = 'POST' }) {
  const env = { ...process.env, PORT: String(port), ANSWER_FILE: answerFile, ANSWER_PATH: answerPath, ANSWER_METHOD: answerMethod };
  return spawnAndWait({ name: 'bare-answer', args: [path.join(import.meta.dirname, 'bare-answer-server.mjs')], env, port, readyPath: '/', logDir });
}

async function spawnAndWait({ name, args, env, port, readyPath, logDir }) {
  const logFile = path.join(logDir, `${name}.log`);
  const fd = openSync(logFile, 'a');
  const child = spawn(process.execPath, args, { env, stdio: ['ignore', fd, fd] });
  closeSync(fd);
  let exited = null;
  child.on('exit', (code, signal) => (exited = { code, signal }));
  const base = `http://127.0.0.1:${port}`;
  const started = Date.now();
  let ready = false;
  // Seeding the demo year into an empty database takes a while on a busy machine.
  while (!ready && Date.now() - started < 300_000) {
    if (exited) throw new Error(`${name} exited (${JSON.stringify(exited)}) before answering; its log:\n${tail(logFile)}`);
    try {
      const res = await fetch(base + readyPath);
      await res.arrayBuffer();
      ready = res.ok;
    } catch {}
    if (!ready) await new Promise((r) => setTimeout(r, 500));
  }
  if (!ready) {
    child.kill('SIGTERM');
    throw new Error(`${name} did not answer ${readyPath} within 5 minutes; its log:\n${tail(logFile)}`);
  }
  return {
    name,
    base,
    pid: child.pid,
    startupMs: Date.now() - started,
    logFile,
    /** Resolves once the process is quiet (see untilQuiet). */
    untilIdle: () => untilQuiet(child.pid),
    /** SIGTERM, then waits for the process to end (SIGKILL after 30 s). */
    async stop() {
      if (exited) return;
      const done = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
      await done;
      clearTimeout(timer);
    },
  };
}

/** Resident and peak memory of a process, in MB (1e6 bytes), from /proc (Linux). */
export function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rssMB: (kb('VmRSS') * 1024) / 1e6, peakMB: (kb('VmHWM') * 1024) / 1e6 };
}

/**
 * Waits until the process uses under 10 % of a core over half a second (its CPU time in
 * /proc/<pid>/stat), at most 2 minutes. A probe request is no such signal: it is answered between
 * the backlog's requests long before they are all done.
 */
export async function untilQuiet(pid) {
  const until = Date.now() + 120_000;
  let before = cpuSeconds(pid);
  while (Date.now() < until) {
    await new Promise((r) => setTimeout(r, 500));
    const now = cpuSeconds(pid);
    if (now - before < 0.05) return;
    before = now;
  }
}

/** CPU time (user + system) a process has used, in seconds. */
export function cpuSeconds(pid) {
  // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
}
/** USER_HZ, 100 on Linux. */
const CLOCK_TICKS = 100;

function tail(file) {
  try {
    return readFileSync(file, 'utf8').split('\n').slice(-20).join('\n');
  } catch {
    return '(no log)';
  }
}
