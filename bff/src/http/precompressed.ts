// Content negotiation for files compressed ahead of time: the build writes `<file>.br` and
// `<file>.gz` beside static files (scripts/precompress.mjs); a request gets the smallest copy its
// Accept-Encoding allows, and identity when it names none.
import { stat } from 'node:fs/promises';

export type Encoding = 'br' | 'gzip';

/** Best first: brotli files are 10–20 % smaller than gzip ones. */
const preference: readonly Encoding[] = ['br', 'gzip'];

/** File suffix of each precompressed copy. */
export const encodingSuffix: Readonly<Record<Encoding, string>> = { br: '.br', gzip: '.gz' };

/**
 * The encoding to answer with among `available`, or null for identity. Follows the header's
 * q-values (`q=0` refuses a coding, `*` covers the codings not named); without the header, or
 * when it accepts none of them, identity.
 */
export function negotiateEncoding(
  acceptEncoding: string | undefined,
  available: readonly Encoding[],
): Encoding | null {
  if (!acceptEncoding || available.length === 0) return null;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [rawName, ...params] = part.split(';');
    const name = rawName?.trim().toLowerCase();
    if (!name) continue;
    let weight = 1;
    for (const param of params) {
      const [key, value] = param.split('=').map((piece) => piece.trim());
      if (key?.toLowerCase() === 'q') {
        const parsed = Number(value);
        weight = Number.isFinite(parsed) ? Math.min(Math.max(parsed, 0), 1) : 0;
      }
    }
    // A coding named twice keeps its first weight.
    if (!weights.has(name)) weights.set(name, weight);
  }
  const wildcard = weights.get('*');
  let best: Encoding | null = null;
  let bestWeight = 0;
  for (const encoding of preference) {
    if (!available.includes(encoding)) continue;
    // `x-gzip` is gzip's old name, still sent by a few clients.
    const weight =
      weights.get(encoding) ??
      (encoding === 'gzip' ? weights.get('x-gzip') : undefined) ??
      wildcard ??
      0;
    if (weight > bestWeight) {
      best = encoding;
      bestWeight = weight;
    }
  }
  return best;
}

export interface ChosenFile {
  path: string;
  size: number;
  /** Content-Encoding of the chosen copy; null for the file itself. */
  encoding: Encoding | null;
  /** Compressed copies exist, so the answer depends on Accept-Encoding (`Vary`). */
  varies: boolean;
}

async function fileSize(path: string): Promise<number | null> {
  try {
    const info = await stat(path);
    return info.isFile() ? info.size : null;
  } catch {
    return null;
  }
}

/** The copy of the file at `path` (of `size` bytes) to send for this Accept-Encoding. */
export async function chooseFile(
  path: string,
  size: number,
  acceptEncoding: string | undefined,
): Promise<ChosenFile> {
  const sizes = new Map<Encoding, number>();
  for (const encoding of preference) {
    const copySize = await fileSize(path + encodingSuffix[encoding]);
    if (copySize !== null) sizes.set(encoding, copySize);
  }
  const encoding = negotiateEncoding(acceptEncoding, [...sizes.keys()]);
  return encoding === null
    ? { path, size, encoding: null, varies: sizes.size > 0 }
    : { path: path + encodingSuffix[encoding], size: sizes.get(encoding)!, encoding, varies: true };
}
