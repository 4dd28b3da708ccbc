import { type Readable } from 'node:stream';

/**
 * The file of a GraphQL multipart request (streamed-multipart.ts), its bytes read as they arrive:
 * the `File` scalar's value. Its size is known only once it has been read to the end.
 */
export class StreamedFile {
  constructor(
    private readonly source: Readable,
    readonly name: string,
    readonly type: string,
    /** At most this many bytes (from the request's declared length), before any is read. */
    readonly sizeAtMost = Number.POSITIVE_INFINITY,
  ) {
    // Errors surface to the reader (next()); an unread stream must not throw them unhandled.
    source.on('error', () => undefined);
  }

  /** The bytes, once, in order; an error if the request was cut off or malformed. */
  async *chunks(): AsyncGenerator<Buffer> {
    for (;;) {
      const chunk = await this.next();
      if (chunk === null) return;
      yield chunk;
    }
  }

  /**
   * The next chunk, null at the end. Read by hand rather than with an async iterator: leaving a
   * for-await loop destroys the stream, and busboy would then wait forever for the part.
   */
  async next(): Promise<Buffer | null> {
    const stream = this.source;
    for (;;) {
      const chunk = stream.read() as Buffer | null;
      if (chunk !== null) return chunk;
      if (stream.readableEnded) return null;
      if (stream.destroyed) throw stream.errored ?? new Error('the file part was cut off');
      await new Promise<void>((resolve) => {
        const settle = () => {
          stream.off('readable', settle).off('end', settle).off('close', settle);
          resolve();
        };
        stream.on('readable', settle).on('end', settle).on('close', settle);
      });
    }
  }

  /** Reads and drops what nobody read, so the rest of the request can be read. */
  async drain(): Promise<void> {
    try {
      while ((await this.next()) !== null);
    } catch {
      // A cut-off part has nothing left to read.
    }
  }

  /** Ends the bytes with an error (a malformed or cut-off body). */
  fail(error: Error): void {
    if (!this.source.readableEnded) this.source.destroy(error);
  }
}
