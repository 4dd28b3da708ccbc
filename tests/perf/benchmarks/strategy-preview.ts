// Benchmark 10: a strategy preview of a category of more than 10,000 items, through the BFF as
// the strategy card asks for it (summary, histogram, the 20 largest moves with their decisions),
// and the store's own route beside it.
import { atMost, round, type Figure } from '../lib/figures';
import { graphqlRequest, signInToBff, signInToUpstream } from '../lib/sessions';
import { median, percentile } from '../lib/stats';

export interface StrategyPreviewOptions {
  bffUrl: string;
  upstreamUrl: string;
  /** A category of the demo store with at least 10,000 items. */
  categoryId: string;
  quick: boolean;
  /** CPU time the upstream process has used so far, in ms (its share does not depend on load). */
  upstreamCpuMs: () => number;
}

const BENCH = 10;
const TARGET_MS = 1000;

// `first` is a variable: graphql-armor's cost limit multiplies a literal `first` into the cost.
const PREVIEW = `query Preview($categoryId: ID!, $input: ResellStrategyInput!, $first: Int) {
  resellStrategyPreview(categoryId: $categoryId, input: $input) {
    marketAt currencySymbol
    summary {
      itemsTotal itemsManual itemsPriced up down unchanged skipped skippedByReason { reason count }
      atMinimum atMaximum totalChange medianChangePercent marginBefore marginAfter
    }
    changeHistogram { fromPercent toPercent count }
    items(first: $first, sort: LARGEST_CHANGE) {
      totalCount
      edges { node { itemId name grade currentPrice newPrice changePercent outcome decision { ...Decision } } }
    }
  }
}
fragment Decision on PriceDecision {
  strategy outcome result reference referenceAmount referenceNote skipReason reason currencySymbol
  steps { kind label value note }
}`;

interface PreviewAnswer {
  resellStrategyPreview: {
    summary: { itemsTotal: number; itemsManual: number; itemsPriced: number };
    items: { edges: unknown[] };
  };
}

/** A market strategy; `value` changes from run to run, so no answer is the last one again. */
function input(run: number) {
  return {
    type: 'MARKET',
    market: {
      value: -2 - (run % 5),
      comparison: 'PERCENTAGE',
      marketPrice: 'MEDIAN',
      margin: 12,
      validateAgainstNextGen: false,
    },
  };
}

export async function benchStrategyPreview(options: StrategyPreviewOptions): Promise<Figure[]> {
  const cookie = await signInToBff(options.bffUrl, 'demo@example.com');
  const runs = options.quick ? 5 : 15;
  const ask = (run: number) =>
    graphqlRequest<PreviewAnswer>(options.bffUrl, cookie, PREVIEW, {
      categoryId: options.categoryId,
      input: input(run),
      first: 20,
    });
  // The first previews warm the store's market indexes and both processes' compiled code.
  const first = await ask(0);
  if (first.errors || !first.data) throw new Error(`preview failed: ${JSON.stringify(first)}`);
  const { summary } = first.data.resellStrategyPreview;
  const categoryItems = summary.itemsTotal + summary.itemsManual;
  if (categoryItems < 10_000) throw new Error(`the category has only ${categoryItems} items`);
  await ask(1);

  const throughBff: number[] = [];
  const cpuBefore = options.upstreamCpuMs();
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    const answer = await ask(run);
    throughBff.push(performance.now() - started);
    if (answer.errors || answer.data?.resellStrategyPreview.items.edges.length !== 20) {
      throw new Error(`preview run ${run} failed: ${JSON.stringify(answer.errors)}`);
    }
  }

  const storeCpuMs = (options.upstreamCpuMs() - cpuBefore) / runs;
  const direct = await storeRoute(options, runs);

  const items = `${categoryItems.toLocaleString('en')} items (${summary.itemsTotal.toLocaleString('en')} priced by batches)`;
  const note = `${runs} sequential previews of category ${options.categoryId}, ${items}; summary, histogram and the 20 largest moves with their decisions`;
  return [
    {
      bench: BENCH,
      name: `strategy preview, ${items}, through the BFF: p50`,
      value: round(median(throughBff), 0),
      unit: 'ms',
      target: `< ${TARGET_MS} ms`,
      verdict: atMost(median(throughBff), TARGET_MS),
      note,
    },
    {
      bench: BENCH,
      name: 'strategy preview through the BFF: slowest',
      value: round(Math.max(...throughBff), 0),
      unit: 'ms',
      target: '',
      verdict: 'INFO',
    },
    {
      bench: BENCH,
      name: 'strategy preview: CPU of the store per preview',
      value: round(storeCpuMs, 0),
      unit: 'ms',
      target: '',
      verdict: 'INFO',
      note: 'user + system time of the upstream process over the runs through the BFF, per run',
    },
    {
      bench: BENCH,
      name: "strategy preview, the store's route alone: p50",
      value: round(median(direct), 0),
      unit: 'ms',
      target: '',
      verdict: 'INFO',
      note: `p90 ${round(percentile(direct, 90), 0)} ms`,
    },
  ];
}

/** The store's route alone, signed in on the upstream as the BFF is: `runs` sequential previews. */
async function storeRoute(options: StrategyPreviewOptions, runs: number): Promise<number[]> {
  const store = await signInToUpstream(options.upstreamUrl, 'demo@example.com');
  const direct: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    const response = await fetch(
      `${options.upstreamUrl}/api/strategies/resell/${options.categoryId}/preview?limit=20`,
      {
        method: 'POST',
        headers: {
          origin: store.origin,
          cookie: store.cookie,
          'x-xsrf-token': store.xsrf,
          'content-type': 'application/json',
          accept: 'application/json',
        },
        body: JSON.stringify({
          type: 'market',
          values: {
            value: -2 - (run % 5),
            comparison: 'percentage',
            market_price: 'median',
            margin: 12,
            validate_against_next_gen: false,
          },
        }),
      },
    );
    await response.arrayBuffer();
    direct.push(performance.now() - started);
    if (response.status !== 200) throw new Error(`store preview answered ${response.status}`);
  }

  return direct;
}
