// In-process timing of the catalog list query (no HTTP): generates UPSTREAM_ITEMS (default
// 100,000) items, warms the indexes, then times queryCatalog + the summary for benchmark 3's
// queries and a few others (first call, then p50/p99 of RUNS, default 200), the first use of
// new search terms as a user types them, and benchmark 3's five queries in rotation.
// Usage: npm run time:catalog-query -w upstream [-- items]
import {
  queryCatalog,
  warmCatalogIndex,
  type CatalogFilter,
  type CatalogSort,
} from '../src/data/catalog-query';
import { generateDatabase } from '../src/data/generate-database';
import { catalogSummary } from '../src/http/views/catalog-list-view';
import { NO_FILTER } from '../src/testing/catalog-oracle';

const items = Number(process.argv[2] ?? process.env.UPSTREAM_ITEMS ?? 100_000);
const db = generateDatabase({ seed: 42, items });
const store = db.stores.get(1);
if (!store) throw new Error('no demo store');
let before = performance.now();
warmCatalogIndex(store);
catalogSummary(store);
console.log(`items ${store.items.length}; warm ${(performance.now() - before).toFixed(1)} ms`);

const cases: Array<[string, Partial<CatalogFilter>, CatalogSort, number]> = [
  [
    'bench iphone A,B 128GB price asc',
    { search: 'iphone', grades: ['A', 'B'], storage: ['128GB'] },
    { field: 'price', direction: 'asc' },
    1,
  ],
  [
    'bench galaxy A 256GB margin desc',
    { search: 'galaxy', grades: ['A'], storage: ['256GB'] },
    { field: 'margin', direction: 'desc' },
    1,
  ],
  [
    'bench macbook B,C 512GB stock desc',
    { search: 'macbook', grades: ['B', 'C'], storage: ['512GB'] },
    { field: 'stock', direction: 'desc' },
    1,
  ],
  [
    'bench pixel N,A 128GB price desc',
    { search: 'pixel', grades: ['N', 'A'], storage: ['128GB'] },
    { field: 'price', direction: 'desc' },
    1,
  ],
  [
    'bench ipad A 64GB grade asc',
    { search: 'ipad', grades: ['A'], storage: ['64GB'] },
    { field: 'grade', direction: 'asc' },
    1,
  ],
  ['no filter grade desc', {}, { field: 'grade', direction: 'desc' }, 1],
  [
    'iphone 13 pro A,B 256GB margin desc p3',
    { search: 'iphone 13 pro', grades: ['A', 'B'], storage: ['256GB'] },
    { field: 'margin', direction: 'desc' },
    3,
  ],
  ['Samsung stock desc p20', { brands: ['Samsung'] }, { field: 'stock', direction: 'desc' }, 20],
  ['grade A price asc', { grades: ['A'] }, { field: 'price', direction: 'asc' }, 1],
  [
    'search no-such-product',
    { search: 'no-such-product' },
    { field: 'grade', direction: 'desc' },
    1,
  ],
  ['search "e" (broad)', { search: 'e' }, { field: 'price', direction: 'asc' }, 1],
];
const RUNS = Number(process.env.RUNS ?? 200);
for (const [label, partial, sort, page] of cases) {
  const filter = { ...NO_FILTER, ...partial };
  before = performance.now();
  let result = queryCatalog(store, filter, sort, page);
  const cold = performance.now() - before;
  const times: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    before = performance.now();
    result = queryCatalog(store, filter, sort, page);
    catalogSummary(store);
    times.push(performance.now() - before);
  }
  times.sort((left, right) => left - right);
  const at = (share: number) =>
    (times[Math.min(times.length - 1, Math.floor(share * times.length))] ?? 0).toFixed(3);
  console.log(
    `${label.padEnd(40)} total ${String(result.total).padStart(6)} cold ${cold.toFixed(2)} ms  p50 ${at(0.5)} p99 ${at(0.99)} ms`,
  );
}

// A user typing: every keystroke is a term the cache has not seen.
const typed = [
  's',
  'sa',
  'sam',
  'sams',
  'samsu',
  'samsung',
  'samsung g',
  'samsung ga',
  'samsung gal',
  '4',
  '46',
  '461',
  'drs-0012',
  'blue',
  'zzz',
];
const coldTimes: string[] = [];
for (const search of typed) {
  before = performance.now();
  const result = queryCatalog(
    store,
    { ...NO_FILTER, search },
    { field: 'price', direction: 'asc' },
    1,
  );
  coldTimes.push(`"${search}" ${(performance.now() - before).toFixed(2)} ms (${result.total})`);
}
console.log(`first use of a term: ${coldTimes.join(', ')}`);

// Benchmark 3's five queries in rotation, as the load run sends them.
const rotation = cases.slice(0, 5);
before = performance.now();
const ROTATIONS = 400;
for (let run = 0; run < ROTATIONS; run += 1) {
  for (const [, partial, sort, page] of rotation) {
    queryCatalog(store, { ...NO_FILTER, ...partial }, sort, page);
    catalogSummary(store);
  }
}
const perQuery = (performance.now() - before) / (ROTATIONS * rotation.length);
console.log(`benchmark 3's queries in rotation: ${perQuery.toFixed(3)} ms per query (mean)`);
