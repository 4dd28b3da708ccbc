// Texts joined by newlines, a chunk of texts per string, with where each starts: the search
// index's haystacks. A term (no whitespace) never spans two texts, so never two chunks either.
// Chunks keep each part of a build short (no join or copy of one string over every item) and let
// an index of appended items share the chunks it had.

export class JoinedTexts {
  private readonly chunks: string[];
  /** Per chunk, where each of its texts starts in it, and its length last. */
  private readonly starts: Int32Array[];
  /** Per chunk, the index of its first text. */
  private readonly firstTexts: number[];
  private textCount: number;

  constructor(from?: JoinedTexts) {
    this.chunks = from ? from.chunks.slice() : [];
    this.starts = from ? from.starts.slice() : [];
    this.firstTexts = from ? from.firstTexts.slice() : [];
    this.textCount = from?.textCount ?? 0;
  }

  /** Appends `texts` as one chunk and returns the chunk (each text followed by a newline). */
  append(texts: readonly string[]): string {
    const chunk = texts.join('\n') + '\n';
    const starts = new Int32Array(texts.length + 1);
    let offset = 0;
    texts.forEach((text, index) => {
      starts[index] = offset;
      offset += text.length + 1;
    });
    starts[texts.length] = offset;
    this.chunks.push(chunk);
    this.starts.push(starts);
    this.firstTexts.push(this.textCount);
    this.textCount += texts.length;
    return chunk;
  }

  /** Calls back with the index of every text containing the term, once each, in order. */
  forEachTextContaining(term: string, visit: (textIndex: number) => void): void {
    this.chunks.forEach((chunk, chunkIndex) => {
      const starts = this.starts[chunkIndex] ?? new Int32Array(1);
      const firstText = this.firstTexts[chunkIndex] ?? 0;
      let index = 0;
      let from = 0;
      for (;;) {
        const hit = chunk.indexOf(term, from);
        if (hit < 0) return;
        // Hits only move forward, so the text holding one is found by moving forward too.
        while ((starts[index + 1] ?? Infinity) <= hit) index += 1;
        visit(firstText + index);
        from = starts[index + 1] ?? chunk.length;
      }
    });
  }
}
