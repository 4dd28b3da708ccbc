// Benchmark 1's figures from what the runs measured: the targets (BFF / floor, BFF / each peer),
// the ratios to direct, CPU per request of each side, added latency, the BFF's memory, errors.
import { atLeast, atMost, round, type Figure } from '../lib/figures';
import type { LoadRunResult } from '../lib/load-run';
import type { ServerRuntime } from '../lib/processes';
import { percentile } from '../lib/stats';
import { rate, type Side, type SideName } from './overhead-sides';

/**
 * Targets: what GraphQL and the product's checks may cost above the floor (throughput, and CPU
 * per request of the BFF's own process, the steadier figure on a shared machine), and the lead
 * over what a team would pick instead (Hive Gateway: ahead of it, > 1 ×).
 */
export const TARGETS = { overFloor: 0.8, cpuOverFloor: 1.3, overApollo: 2.5, overMesh: 1 } as const;

export interface Measured {
  sides: Side[];
  single: { direct: LoadRunResult[]; bff: LoadRunResult[] };
  singleSeconds: number;
  conditions: string;
  /** Resident memory in bytes, once started (before benchmark 1) and at most during its runs. */
  rss: { bff: { idle: number; peak: number }; upstream: { idle: number; peak: number } };
  runtime: ServerRuntime['kind'];
}

const info = (name: string, value: number, unit: string, note?: string): Figure => ({
  bench: 1,
  name,
  value,
  unit,
  target: '',
  verdict: 'INFO',
  ...(note ? { note } : {}),
});

function rateOf(measured: Measured, name: SideName): number {
  const side = measured.sides.find((candidate) => candidate.name === name);
  return side ? rate(side.saturated) : Number.NaN;
}

function throughputFigures(measured: Measured): Figure[] {
  const bff = rateOf(measured, 'bff');
  const proxy = rateOf(measured, 'proxy');
  const direct = rateOf(measured, 'direct');
  const overFloor = bff / proxy;
  const figures: Figure[] = [
    {
      bench: 1,
      name: 'throughput BFF / minimal JSON proxy',
      value: round(overFloor, 2),
      unit: '×',
      target: `≥ ${TARGETS.overFloor}`,
      verdict: atLeast(overFloor, TARGETS.overFloor),
      note: `${round(bff, 0)} vs ${round(proxy, 0)} req/s; what GraphQL, sessions, mapping and the checks cost above the floor; ${measured.conditions}`,
    },
  ];
  for (const [name, target] of [
    ['apollo', TARGETS.overApollo],
    ['mesh', TARGETS.overMesh],
  ] as const) {
    const peer = measured.sides.find((side) => side.name === name);
    if (!peer) continue;
    const lead = bff / rateOf(measured, name);
    // Ahead of a peer (target 1) means strictly more requests per second.
    const ahead = target === 1 ? (lead > 1 ? 'PASS' : 'MISS') : atLeast(lead, target);
    figures.push({
      bench: 1,
      name: `throughput BFF / ${peer.label}`,
      value: round(lead, 2),
      unit: '×',
      target: target === 1 ? '> 1 (ahead)' : `≥ ${target}`,
      verdict: ahead,
      note: `${round(bff, 0)} vs ${round(rateOf(measured, name), 0)} req/s; the same query on the same page of the same upstream, the same data (checked before the runs)`,
    });
  }
  figures.push(
    info(
      'throughput BFF / direct',
      round(bff / direct, 2),
      '×',
      `${round(bff, 0)} vs ${round(direct, 0)} req/s`,
    ),
    info(
      'minimal JSON proxy / direct (the floor)',
      round(proxy / direct, 2),
      '×',
      `${round(proxy, 0)} req/s; node:http + undici + JSON.parse/JSON.stringify of the same page, nothing else (lib/minimal-proxy.ts)`,
    ),
  );
  return figures;
}

function cpuPerRequest(one: Side): number {
  const count = one.saturated.reduce((sum, run) => sum + run.total, 0);
  return one.server ? one.cpu.server / count : one.cpu.upstream / count;
}

function cpuFigures(measured: Measured): Figure[] {
  const figures = measured.sides.map((one) =>
    info(
      `CPU per request, ${one.label}`,
      round(cpuPerRequest(one), 3),
      'ms',
      one.server
        ? `its own process; the upstream spent ${round(one.cpu.upstream / one.saturated.reduce((sum, run) => sum + run.total, 0), 3)} ms more per request (/proc/<pid>/stat over the saturated runs)`
        : 'the upstream process (/proc/<pid>/stat over the saturated runs)',
    ),
  );
  const bff = measured.sides.find((one) => one.name === 'bff');
  const proxy = measured.sides.find((one) => one.name === 'proxy');
  if (bff && proxy) {
    const ratio = cpuPerRequest(bff) / cpuPerRequest(proxy);
    figures.unshift({
      bench: 1,
      name: 'CPU per request BFF / minimal JSON proxy',
      value: round(ratio, 2),
      unit: '×',
      target: `≤ ${TARGETS.cpuOverFloor}`,
      verdict: atMost(ratio, TARGETS.cpuOverFloor),
      note: `${round(cpuPerRequest(bff), 3)} vs ${round(cpuPerRequest(proxy), 3)} ms of each one's own process; ${measured.conditions}`,
    });
  }
  return figures;
}

function latencyFigures(measured: Measured): Figure[] {
  const side = (name: SideName) => measured.sides.find((candidate) => candidate.name === name)!;
  const p = (runs: LoadRunResult[], q: number) =>
    percentile(
      runs.flatMap((run) => run.latencies),
      q,
    );
  const bff = side('bff').saturated;
  const direct = side('direct').saturated;
  const { single } = measured;
  return [
    info(
      'added p50 (10 connections)',
      round(p(bff, 50) - p(direct, 50), 2),
      'ms',
      `p50 ${round(p(bff, 50), 2)} vs ${round(p(direct, 50), 2)} ms; at saturation latency ≈ connections / throughput, so this follows the throughput`,
    ),
    info('added p99 (10 connections)', round(p(bff, 99) - p(direct, 99), 2), 'ms'),
    info(
      'added p50 (1 connection, unloaded)',
      round(p(single.bff, 50) - p(single.direct, 50), 2),
      'ms',
      `p50 ${round(p(single.bff, 50), 2)} vs ${round(p(single.direct, 50), 2)} ms, 2×${measured.singleSeconds} s per side`,
    ),
  ];
}

function memoryAndErrorFigures(measured: Measured): Figure[] {
  const mib = (bytes: number) => round(bytes / 2 ** 20, 0);
  const { rss } = measured;
  const failuresOf = (one: Side) =>
    one.errors + one.saturated.reduce((all, run) => all + run.failures, 0);
  const failures =
    measured.sides.reduce((sum, one) => sum + failuresOf(one), 0) +
    [...measured.single.direct, ...measured.single.bff].reduce((sum, run) => sum + run.failures, 0);
  const runtime =
    measured.runtime === 'built'
      ? 'the built JavaScript (scripts/build-server.mjs), as in production'
      : 'the TypeScript sources through tsx (--tsx)';
  return [
    info(
      'BFF RSS idle → peak under this load',
      mib(rss.bff.peak),
      'MiB',
      `${mib(rss.bff.idle)} MiB once started, ${mib(rss.bff.peak)} MiB at most during its saturated runs; the BFF runs ${runtime}`,
    ),
    info(
      'upstream RSS idle → peak under this load',
      mib(rss.upstream.peak),
      'MiB',
      `${mib(rss.upstream.idle)} MiB once started (2,000 items, 100 extra users), ${mib(rss.upstream.peak)} MiB at most during all the saturated runs; the same runtime as the BFF`,
    ),
    {
      bench: 1,
      name: 'errors during overhead runs',
      value: failures,
      unit: '',
      target: '0',
      verdict: failures === 0 ? 'PASS' : 'MISS',
      note: measured.sides.map((one) => `${one.label} ${failuresOf(one)}`).join(', '),
    },
  ];
}

export function figuresOf(measured: Measured): Figure[] {
  return [
    ...throughputFigures(measured),
    ...cpuFigures(measured),
    ...latencyFigures(measured),
    ...memoryAndErrorFigures(measured),
  ];
}
