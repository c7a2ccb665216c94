import pg from 'pg';
import { CHANGE_CHANNEL, ChangeSubscribers, type ChangeFeed } from './change-feed.ts';

type Log = { error(obj: object, msg: string): void; warn(obj: object, msg: string): void; info(obj: object, msg: string): void };

/** How the listening connection is seen in pg_stat_activity. */
export const LISTENER_APPLICATION_NAME = 'hotel-change-feed';
const HEARTBEAT_MS = 30_000;
const MAX_BACKOFF_MS = 30_000;

/**
 * One dedicated connection (not from the pool, which would lose a slot for good) that LISTENs on
 * `hotel_changes`. When it drops it reconnects (1 s, 2 s, … at most 30 s apart) and then tells
 * every subscriber to drop everything: notifications sent meanwhile are lost. A query every 30 s
 * notices a connection that died without a word. It connects on the first subscribe() or
 * ready(): a process (or a test) with nothing cached holds no connection.
 */
export class PostgresChangeFeed implements ChangeFeed {
  private readonly subscribers: ChangeSubscribers;
  private client: pg.Client | null = null;
  private closed = false;
  private started = false;
  private connectedOnce = false;
  private failures = 0;
  private retryTimer: NodeJS.Timeout | null = null;
  private heartbeat: NodeJS.Timeout | null = null;
  private readonly listening: Promise<void>;
  private markListening!: () => void;

  constructor(
    private readonly config: pg.ClientConfig,
    private readonly log: Log,
  ) {
    this.subscribers = new ChangeSubscribers(log);
    this.listening = new Promise((resolve) => (this.markListening = resolve));
  }

  subscribe: ChangeFeed['subscribe'] = (tables, listener) => {
    this.start();
    return this.subscribers.subscribe(tables, listener);
  };

  ready(): Promise<void> {
    this.start();
    return this.listening;
  }

  isListening(): boolean {
    return this.client !== null;
  }

  /** The listening connection's backend pid (pg_stat_activity), or null: what an operator or a test cuts. */
  listenerPid(): number | null {
    // node-postgres sets processID on connect; its types do not declare it.
    const pid: unknown = this.client ? Reflect.get(this.client, 'processID') : null;
    return typeof pid === 'number' ? pid : null;
  }

  async sync(): Promise<void> {
    const client = this.client;
    // Not listening: there is no cache to bring up to date (a reading cache bypasses itself meanwhile).
    if (!client) return;
    const { marker, arrived } = this.subscribers.syncMarker();
    // Sent on the listening connection itself: a session hears its own notifications, after those
    // of every transaction that committed before it.
    client.query('select pg_notify($1, $2)', [CHANGE_CHANNEL, marker]).catch(() => this.subscribers.forgetMarker(marker));
    await arrived;
  }

  private start(): void {
    if (this.started || this.closed) return;
    this.started = true;
    void this.connect();
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    if (this.heartbeat) clearInterval(this.heartbeat);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    if (this.closed) return;
    const client = new pg.Client({ ...this.config, application_name: LISTENER_APPLICATION_NAME, keepAlive: true });
    let lost = false;
    const onLost = (error?: Error) => {
      if (lost) return;
      lost = true;
      if (this.client === client) this.client = null;
      if (this.heartbeat) clearInterval(this.heartbeat);
      void client.end().catch(() => undefined);
      if (this.closed) return;
      this.log.warn({ err: error ? { message: error.message } : undefined }, 'change feed: the listening connection to PostgreSQL was lost; reconnecting');
      this.scheduleReconnect();
    };
    client.on('error', onLost);
    client.on('end', () => onLost());
    try {
      await client.connect();
      // The same search_path as the pool: notifications of other schemas (other test files) are ignored.
      const { rows } = await client.query<{ schema: string }>('select current_schema() as schema');
      const schema = rows[0]?.schema ?? 'public';
      client.on('notification', (message) => {
        if (message.channel === CHANGE_CHANNEL && message.payload) this.subscribers.deliver(message.payload, schema);
      });
      await client.query(`LISTEN ${CHANGE_CHANNEL}`);
    } catch (error) {
      onLost(error instanceof Error ? error : new Error(String(error)));
      return;
    }
    if (this.closed) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    this.failures = 0;
    this.heartbeat = setInterval(() => {
      client.query('select 1').catch((error: unknown) => onLost(error instanceof Error ? error : new Error(String(error))));
    }, HEARTBEAT_MS);
    this.heartbeat.unref();
    if (this.connectedOnce) {
      this.log.info({}, 'change feed: listening again; subscribers drop everything they cached');
      this.subscribers.everything();
    }
    this.connectedOnce = true;
    this.markListening();
  }

  private scheduleReconnect(): void {
    this.failures += 1;
    const delay = Math.min(1_000 * 2 ** (this.failures - 1), MAX_BACKOFF_MS);
    if (this.failures === 1 || delay === MAX_BACKOFF_MS) this.log.error({ failures: this.failures, retryInMs: delay }, 'change feed: not listening; caches may be stale until it reconnects');
    this.retryTimer = setTimeout(() => void this.connect(), delay);
    this.retryTimer.unref();
  }
}
