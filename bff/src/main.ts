import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

// `npm start` runs `tsx bff/src/main.ts` from the repository root, where tsx finds no tsconfig
// and esbuild then refuses type-graphql's parameter decorators. Loading the app through tsx's API
// with bff's own tsconfig (experimentalDecorators) makes the start independent of the cwd.
const tsconfig = join(dirname(fileURLToPath(import.meta.url)), '..', 'tsconfig.json');
await tsImport('./start-from-env.ts', { parentURL: import.meta.url, tsconfig });
