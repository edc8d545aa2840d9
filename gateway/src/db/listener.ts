/**
 * PostgreSQL LISTEN over one dedicated connection (a pooled connection cannot listen: the pool hands it to
 * other queries and closes it when idle). When that connection drops (a restart, a failover,
 * pg_terminate_backend) it is made again, with a growing delay, and every channel is listened to again;
 * notifications sent while it was down are lost, so each subscriber is told (`reconnected`) and can drop
 * whatever they would have invalidated.
 */
import type pg from 'pg';

export interface ListenHandlers {
  /** A notification on the channel (its payload, '' when none). */
  payload(text: string): void;
  /** The connection was lost and is listening again: notifications of the gap were missed. */
  reconnected?(): void;
  /** The connection failed (it is being made again). */
  failed?(error: Error): void;
}

export interface ListenerOptions {
  /** A new, not yet connected client. */
  createClient(): pg.Client;
  /** The first delay before connecting again, doubled on each failure up to `maxRetryMs`. */
  retryMs?: number;
  maxRetryMs?: number;
}

/** Channel names are identifiers written into LISTEN: only plain lower-case ones are accepted. */
const CHANNEL = /^[a-z_][a-z0-9_]{0,62}$/;

export class NotificationListener {
  private readonly subscriptions = new Map<string, Set<ListenHandlers>>();
  private client: pg.Client | undefined;
  /** The connection being made (first one or a retry), awaited by subscribers. */
  private connecting: Promise<void> | undefined;
  private retryTimer: NodeJS.Timeout | undefined;
  private readonly firstRetryMs: number;
  private readonly maxRetryMs: number;
  private retryMs: number;
  private closed = false;

  constructor(private readonly options: ListenerOptions) {
    this.firstRetryMs = options.retryMs ?? 100;
    this.maxRetryMs = options.maxRetryMs ?? 5_000;
    this.retryMs = this.firstRetryMs;
  }

  /**
   * Listens on `channel`; resolves once the connection listens (or, when it could not be made, after
   * reporting that to `failed`: it keeps trying). Answers the function that stops this subscription.
   */
  async listen(channel: string, handlers: ListenHandlers): Promise<() => Promise<void>> {
    if (!CHANNEL.test(channel)) throw new Error(`invalid notification channel: ${channel}`);
    if (this.closed) throw new Error('the database connection is closed');
    let handlersOfChannel = this.subscriptions.get(channel);
    const isNew = !handlersOfChannel;
    if (!handlersOfChannel) {
      handlersOfChannel = new Set();
      this.subscriptions.set(channel, handlersOfChannel);
    }
    handlersOfChannel.add(handlers);
    if (!this.client && !this.connecting) {
      // The first subscriber makes the connection, which listens on every channel subscribed by then.
      await this.connectOrRetry(false);
    } else {
      if (this.connecting) await this.connecting;
      // LISTEN is idempotent: a channel the connection already took up costs nothing more.
      if (isNew && this.client) await this.client.query(`LISTEN ${channel}`).catch((error: Error) => this.report(error));
    }
    return async () => {
      const current = this.subscriptions.get(channel);
      if (!current?.delete(handlers) || current.size > 0) return;
      this.subscriptions.delete(channel);
      await this.client?.query(`UNLISTEN ${channel}`).catch(() => undefined);
    };
  }

  /** Stops listening for good. Safe to call more than once. */
  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retryTimer);
    this.subscriptions.clear();
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  private handlers(): ListenHandlers[] {
    return [...this.subscriptions.values()].flatMap((set) => [...set]);
  }

  private report(error: Error): void {
    if (this.closed) return;
    const handlers = this.handlers().filter((handler) => handler.failed);
    if (handlers.length === 0) console.error('[db] notification listener failed:', error.message);
    for (const handler of handlers) handler.failed?.(error);
  }

  /** One attempt; on failure the error is reported and a retry scheduled. */
  private connectOrRetry(isRetry: boolean): Promise<void> {
    this.connecting = this.connect().then(
      () => {
        this.connecting = undefined;
        this.retryMs = this.firstRetryMs;
        if (isRetry && this.client) for (const handler of this.handlers()) handler.reconnected?.();
      },
      (error: Error) => {
        this.connecting = undefined;
        this.report(error);
        this.scheduleRetry();
      },
    );
    return this.connecting;
  }

  private scheduleRetry(): void {
    if (this.closed || this.retryTimer) return;
    const delay = this.retryMs;
    this.retryMs = Math.min(this.retryMs * 2, this.maxRetryMs);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      if (!this.closed && !this.client && !this.connecting) void this.connectOrRetry(true);
    }, delay);
    // A process that is otherwise done (a test worker, a closing server) does not wait for a retry.
    this.retryTimer.unref();
  }

  private async connect(): Promise<void> {
    const client = this.options.createClient();
    // Without an 'error' listener a dropped connection would crash the process.
    client.on('error', (error) => this.report(error));
    client.on('notification', (message) => {
      for (const handler of this.subscriptions.get(message.channel) ?? []) handler.payload(message.payload ?? '');
    });
    client.on('end', () => {
      // Only the established connection is made again; a failed attempt schedules its own retry.
      if (this.client !== client) return;
      this.client = undefined;
      this.scheduleRetry();
    });
    try {
      await client.connect();
      for (const channel of this.subscriptions.keys()) await client.query(`LISTEN ${channel}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    if (this.closed) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
  }
}
