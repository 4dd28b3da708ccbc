/** Newest modification time under `path` (0 when it does not exist), skipping build output. */
export function newestMtime(path: string): number;
/** True when web/dist/index.html is missing or older than web/, locales/ or schema/. */
export function webBuildIsStale(root: string): boolean;
