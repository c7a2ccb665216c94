import { CHANGE_CHANNEL, ChangeSubscribers, type ChangeFeed } from './change-feed.ts';

type Log = { error(obj: object, msg: string): void };

/** What the feed needs of a PGlite instance. */
export interface PgliteListen {
  listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>;
  query(sql: string, params?: unknown[]): Promise<unknown>;
}

/**
 * PGlite is one process: its listen() hears the same triggers' notifications in-process, on
 * commit, with no connection that could drop. Its only schema is public.
 */
export class PgliteChangeFeed implements ChangeFeed {
  private readonly subscribers: ChangeSubscribers;
  private readonly unlisten: Promise<() => Promise<void>>;
  private listening = false;

  constructor(
    private readonly pglite: PgliteListen,
    log: Log,
  ) {
    this.subscribers = new ChangeSubscribers(log);
    this.unlisten = pglite.listen(CHANGE_CHANNEL, (payload) => this.subscribers.deliver(payload, 'public'));
    void this.unlisten.then(() => (this.listening = true));
  }

  isListening(): boolean {
    return this.listening;
  }

  async sync(): Promise<void> {
    if (!this.listening) return;
    const { marker, arrived } = this.subscribers.syncMarker();
    try {
      await this.pglite.query('select pg_notify($1, $2)', [CHANGE_CHANNEL, marker]);
    } catch {
      this.subscribers.forgetMarker(marker);
    }
    await arrived;
  }

  subscribe: ChangeFeed['subscribe'] = (tables, listener) => this.subscribers.subscribe(tables, listener);

  async ready(): Promise<void> {
    await this.unlisten;
  }

  async close(): Promise<void> {
    this.listening = false;
    const unlisten = await this.unlisten;
    // Closing after the database itself is fine: there is nothing left to stop.
    await unlisten().catch(() => undefined);
  }
}
