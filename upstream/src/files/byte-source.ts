/** What the parsers read: a Node stream (busboy's file stream), or chunks in tests. */
export type ByteSource = AsyncIterable<Buffer | string> | Iterable<Buffer | string>;
