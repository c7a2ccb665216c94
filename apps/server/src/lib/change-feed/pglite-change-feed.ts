import { CHANGE_CHANNEL, ChangeSubscribers, type ChangeFeed } from './change-feed.ts';

type Log = { error(obj: object, msg: string): void };

/** What the feed needs of a PGlite instance. */
export interface PgliteListen {
  listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>;
}

/**
 * PGlite is one process: its listen() hears the same triggers' notifications in-process, on
 * commit, with no connection that could drop. Its only schema is public.
 */
export class PgliteChangeFeed implements ChangeFeed {
  private readonly subscribers: ChangeSubscribers;
  private readonly unlisten: Promise<() => Promise<void>>;

  constructor(pglite: PgliteListen, log: Log) {
    this.subscribers = new ChangeSubscribers(log);
    this.unlisten = pglite.listen(CHANGE_CHANNEL, (payload) => this.subscribers.deliver(payload, 'public'));
  }

  subscribe: ChangeFeed['subscribe'] = (tables, listener) => this.subscribers.subscribe(tables, listener);

  async ready(): Promise<void> {
    await this.unlisten;
  }

  async close(): Promise<void> {
    const unlisten = await this.unlisten;
    // Closing after the database itself is fine: there is nothing left to stop.
    await unlisten().catch(() => undefined);
  }
}
