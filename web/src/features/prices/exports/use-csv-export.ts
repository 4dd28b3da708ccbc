import { useEffect, useRef, useState } from 'react';
import { useMutation, useSubscription } from '@apollo/client';
import { readFragment, type FragmentOf, type ResultOf } from '../../../graphql';
import type { PriceFilterVariable } from '../prices-url-state';
import {
  PriceExportJob_state,
  PriceExportJobUpdatedSubscription,
  StartPriceItemsExportMutation,
  StartPricesExportMutation,
} from './export-mutations';
import { triggerDownload } from './trigger-download';

export type ExportKind = 'prices' | 'items';

/** What the screen says after an export that did not end in a download. */
export type ExportProblem = 'failed' | 'timedOut';

/** Without a finished job in this time (two minutes) the export is given up. */
export const EXPORT_TIMEOUT_MS = 120_000;

type ExportJob = ResultOf<typeof PriceExportJob_state>;

export interface CsvExport {
  /** The export in progress, if any; both buttons wait while either runs. */
  running: ExportKind | null;
  problem: ExportProblem | null;
  start: (kind: ExportKind) => Promise<void>;
}

/** The file's name: the last part of the job's /download link. */
function filenameOf(url: string): string | null {
  const last = url.split('?')[0]?.split('/').pop();
  return last ? decodeURIComponent(last) : null;
}

/**
 * Exports (docs/realtime.md): idle → running on click, which starts an export job → idle when the
 * job ends: SUCCEEDED downloads its file, anything else says it failed. The job is followed with
 * jobUpdated, which answers its state at once, so an export the store finished before the socket
 * was open is not missed.
 */
export function useCsvExport(categoryId: string, filter: PriceFilterVariable): CsvExport {
  const [running, setRunning] = useState<ExportKind | null>(null);
  const [problem, setProblem] = useState<ExportProblem | null>(null);
  const [jobId, setJobId] = useState<string | null>(null);
  const runningRef = useRef(running);
  runningRef.current = running;
  const [startPrices] = useMutation(StartPricesExportMutation);
  const [startItems] = useMutation(StartPriceItemsExportMutation);

  function end(outcome: ExportProblem | null) {
    runningRef.current = null;
    setRunning(null);
    setJobId(null);
    setProblem(outcome);
  }

  /** True once the job is final: its file downloaded, or the failure said. */
  function settle(job: ExportJob): boolean {
    if (job.status === 'SUCCEEDED' && job.url) {
      end(null);
      triggerDownload(job.url, filenameOf(job.url));
      return true;
    }
    if (job.status === 'SUCCEEDED' || job.status === 'FAILED' || job.status === 'CANCELLED') {
      console.warn('export job ended without a file', job);
      end('failed');
      return true;
    }
    return false;
  }

  useSubscription(PriceExportJobUpdatedSubscription, {
    variables: { id: jobId ?? '' },
    skip: jobId === null,
    onData: ({ data }) => {
      const job = readFragment(PriceExportJob_state, data.data?.jobUpdated);
      if (job && job.id === jobId && runningRef.current) settle(job);
    },
    onError: (error) => {
      console.warn('export job updates failed', error);
      if (runningRef.current) end('failed');
    },
  });

  useEffect(() => {
    if (!running) return;
    const timer = setTimeout(() => end('timedOut'), EXPORT_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [running]);

  async function start(kind: ExportKind) {
    if (runningRef.current) return;
    setProblem(null);
    runningRef.current = kind;
    setRunning(kind);
    const variables = { categoryId, filter };
    try {
      const answer: FragmentOf<typeof PriceExportJob_state> | null | undefined =
        kind === 'prices'
          ? (await startPrices({ variables })).data?.startPricesExport
          : (await startItems({ variables })).data?.startPriceItemsExport;
      const job = readFragment(PriceExportJob_state, answer);
      if (!job) throw new Error('the export was not started');
      if (runningRef.current === kind && !settle(job)) setJobId(job.id);
    } catch (error) {
      // Refused (RATE_LIMITED beyond 10 exports a minute, the store unreachable) or no answer.
      console.warn('export failed to start', error);
      if (runningRef.current === kind) end('failed');
    }
  }

  return { running, problem, start };
}
