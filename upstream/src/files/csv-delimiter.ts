export type CsvDelimiter = ',' | ';' | '\t';

/**
 * Picks the delimiter from the header line: whichever of `;`, `,` and tab appears most often
 * outside quotes. A tie, including a one-column header, means comma.
 */
export function detectDelimiter(headerLine: string): CsvDelimiter {
  const counts = { ',': 0, ';': 0, '\t': 0 };
  let quoted = false;
  for (const char of headerLine) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === ',' || char === ';' || char === '\t')) counts[char] += 1;
  }
  if (counts[';'] > counts[','] && counts[';'] >= counts['\t']) return ';';
  if (counts['\t'] > counts[','] && counts['\t'] > counts[';']) return '\t';
  return ',';
}

/**
 * The first line with content (ended by a line break outside quotes), or null while the text
 * read so far has none; lines of only spaces are passed over.
 */
export function firstContentLine(text: string): string | null {
  let quoted = false;
  let start = 0;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charAt(index);
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) {
      const line = text.slice(start, index);
      if (line.trim() !== '') return line;
      start = index + 1;
    }
  }
  return null;
}
