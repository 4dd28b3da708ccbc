// A small seeded PRNG: the whole demo data set is a pure function of the seed.

/** mulberry32: 32-bit state, fast, good enough spread for demo data (not for secrets). */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a of a string mixed with a seed: derives independent sub-streams (per product, per day…). */
export function hashSeed(seed: number, text: string): number {
  let hash = (0x811c9dc5 ^ seed) >>> 0;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** A uniform number in [0, 1) from a seed and an integer index, without allocating. */
export function unitAt(seed: number, index: number): number {
  let t = (seed ^ Math.imul(index | 0, 0x9e3779b1)) >>> 0;
  t = Math.imul(t ^ (t >>> 16), 0x85ebca6b);
  t = Math.imul(t ^ (t >>> 13), 0xc2b2ae35);
  return ((t ^ (t >>> 16)) >>> 0) / 4294967296;
}

export interface Random {
  next(): number;
  int(min: number, max: number): number;
  pick<T>(values: readonly T[]): T;
  chance(probability: number): boolean;
  /** Roughly normal (sum of three uniforms), mean 0, about unit spread. */
  gaussian(): number;
}

export function createRandom(seed: number): Random {
  const next = mulberry32(seed);
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(values: readonly T[]): T => {
      const value = values[Math.floor(next() * values.length)];
      if (value === undefined) throw new Error('pick from an empty list');
      return value;
    },
    chance: (probability) => next() < probability,
    gaussian: () => (next() + next() + next() - 1.5) * 2,
  };
}
