import { WebSocket } from 'ws';

export interface RawMessage {
  event: string;
  channel?: string;
  data?: unknown;
}

/**
 * A bare WebSocket speaking the protocol by hand, for what pusher-js never sends (bad JSON,
 * wrong keys, forbidden client events). Test-only.
 */
export class RawPusherClient {
  readonly messages: RawMessage[] = [];
  closeCode: number | null = null;
  private waiters: Array<() => void> = [];

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (raw) => {
      this.messages.push(JSON.parse(raw.toString()) as RawMessage);
      this.notify();
    });
    socket.on('close', (code) => {
      this.closeCode = code;
      this.notify();
    });
  }

  static async connect(url: string): Promise<RawPusherClient> {
    const socket = new WebSocket(url);
    const client = new RawPusherClient(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    return client;
  }

  send(message: unknown): void {
    this.socket.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  async next(event: string, timeoutMs = 3000): Promise<RawMessage> {
    const found = await this.waitFor(
      () => this.messages.find((message) => message.event === event),
      timeoutMs,
    );
    this.messages.splice(this.messages.indexOf(found), 1);
    return found;
  }

  async closed(timeoutMs = 3000): Promise<number> {
    return this.waitFor(() => this.closeCode ?? undefined, timeoutMs);
  }

  close(): void {
    this.socket.terminate();
  }

  private notify(): void {
    for (const waiter of this.waiters.splice(0)) waiter();
  }

  private async waitFor<T>(probe: () => T | undefined, timeoutMs: number): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const value = probe();
      if (value !== undefined) return value;
      const remaining = deadline - Date.now();
      if (remaining <= 0) throw new Error(`timed out; got ${JSON.stringify(this.messages)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, remaining);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }
}

export function errorData(message: RawMessage): { code: number; message: string } {
  return message.data as { code: number; message: string };
}
