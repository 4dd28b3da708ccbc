type Env = Readonly<Record<string, string | undefined>>;

/**
 * Typed reads of environment variables: each bad value adds a sentence to `problems` and reads
 * as its default, so one start-up lists every problem at once (config.ts).
 */
export function envReader(env: Env, problems: string[]) {
  const read = (name: string): string | undefined => {
    const value = env[name]?.trim();
    return value === '' ? undefined : value;
  };

  const integer = (name: string, fallback: number, min: number, max: number): number => {
    const raw = read(name);
    if (raw === undefined) return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min || value > max) {
      problems.push(`${name} must be a whole number between ${min} and ${max} (got "${raw}")`);
      return fallback;
    }
    return value;
  };

  const boolean = (name: string, fallback: boolean): boolean => {
    const raw = read(name)?.toLowerCase();
    if (raw === undefined) return fallback;
    if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
    if (['0', 'false', 'no', 'off'].includes(raw)) return false;
    problems.push(`${name} must be true or false (got "${raw}")`);
    return fallback;
  };

  const httpUrl = (name: string): URL | null => {
    const raw = read(name);
    if (raw === undefined) return null;
    try {
      const url = new URL(raw);
      if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('protocol');
      return url;
    } catch {
      problems.push(`${name} must be an http(s) URL (got "${raw}")`);
      return null;
    }
  };

  return { read, integer, boolean, httpUrl, problems };
}

export type EnvReader = ReturnType<typeof envReader>;
