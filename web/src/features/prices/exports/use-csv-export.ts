import { useEffect, useRef, useState } from 'react';
import { useMutation, useSubscription } from '@apollo/client';
import type { ResultOf } from '../../../graphql';
import type { PriceFilterVariable } from '../prices-url-state';
import { ExportNotificationsSubscription } from './export-notifications-subscription';
import { ExportPriceItemsMutation, ExportPricesMutation } from './export-mutations';
import { triggerDownload } from './trigger-download';

export type ExportKind = 'prices' | 'items';

/** The notification kinds the subscription can answer. */
type CompletionKind = NonNullable<
  ResultOf<typeof ExportNotificationsSubscription>['notifications']
>['kind'];

/** What the screen says after an export that did not end in a download. */
export type ExportProblem = 'failed' | 'timedOut';

/** Without a completion event in this time (two minutes) the export is given up. */
export const EXPORT_TIMEOUT_MS = 120_000;

const COMPLETION_KIND = {
  prices: 'PRICES_EXPORT_COMPLETED',
  items: 'ITEMS_EXPORT_COMPLETED',
} as const satisfies Record<ExportKind, CompletionKind>;

export interface CsvExport {
  /** The export in progress, if any; both buttons wait while either runs. */
  running: ExportKind | null;
  problem: ExportProblem | null;
  start: (kind: ExportKind) => Promise<void>;
}

/**
 * Exports (docs/realtime.md): idle → running on click → idle when the matching completion event
 * arrives on the notifications subscription, which downloads the file. The upstream can finish an export
 * within milliseconds of accepting it, faster than a socket opened on click (and the BFF's channel
 * upstream) would be ready, so the subscription stays open while the prices screen is shown.
 */
export function useCsvExport(categoryId: string, filter: PriceFilterVariable): CsvExport {
  const [running, setRunning] = useState<ExportKind | null>(null);
  const [problem, setProblem] = useState<ExportProblem | null>(null);
  const runningRef = useRef(running);
  runningRef.current = running;
  const [exportPrices] = useMutation(ExportPricesMutation);
  const [exportPriceItems] = useMutation(ExportPriceItemsMutation);

  useSubscription(ExportNotificationsSubscription, {
    onData: ({ data }) => {
      const event = data.data?.notifications;
      const kind = runningRef.current;
      if (!event || !kind || event.kind !== COMPLETION_KIND[kind]) return;
      runningRef.current = null;
      setRunning(null);
      if (event.downloadUrl) {
        triggerDownload(event.downloadUrl, event.filename);
      } else {
        console.warn('export completed without a download link', event);
        setProblem('failed');
      }
    },
    onError: (error) => {
      console.warn('export notifications failed', error);
      runningRef.current = null;
      setRunning(null);
      setProblem('failed');
    },
  });

  useEffect(() => {
    if (!running) return;
    const timer = setTimeout(() => {
      runningRef.current = null;
      setRunning(null);
      setProblem('timedOut');
    }, EXPORT_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [running]);

  async function start(kind: ExportKind) {
    if (runningRef.current) return;
    setProblem(null);
    runningRef.current = kind;
    setRunning(kind);
    const mutate = kind === 'prices' ? exportPrices : exportPriceItems;
    try {
      const result = await mutate({ variables: { categoryId, filter } });
      const accepted =
        result.data &&
        ('exportPrices' in result.data ? result.data.exportPrices : result.data.exportPriceItems);
      if (!accepted) throw new Error('the export was not accepted');
    } catch (error) {
      console.warn('export failed to start', error);
      if (runningRef.current === kind) {
        runningRef.current = null;
        setRunning(null);
        setProblem('failed');
      }
    }
  }

  return { running, problem, start };
}
