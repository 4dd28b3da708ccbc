import { codedError } from '../errors.js';
import { priceFilterBody } from '../graphql/prices/prices-mapping.js';
import { type PriceFilter } from '../graphql/prices/price-types.js';
import {
  NotificationKind,
  type NotificationEvent,
} from '../graphql/notifications/notification-types.js';
import { startPriceItemsExport, startPricesExport } from '../upstream/prices.js';
import { JobCancelled, type JobEnd, type JobWork } from './job-work.js';

/** How long an export job waits for the store's event before it fails. */
export const EXPORT_EVENT_WAIT_MS = 5 * 60_000;

/**
 * A prices or items export: listens on the user's event channel, asks the store for the file with
 * the job's id as the request id (X-Request-Id), and ends when the store's export event echoing
 * that id arrives; the job's url then downloads that file. Without realtime (no event channel)
 * the job fails: nothing would tell it the file is ready.
 */
export async function runPriceExportJob(work: JobWork): Promise<JobEnd> {
  const { record, feed, upstream } = work;
  if (feed === null) {
    throw codedError('UPSTREAM_UNAVAILABLE', 'Export events are not available on this server.');
  }
  const { categoryId, filter } = record.params as {
    categoryId: string;
    filter: PriceFilter | null;
  };
  const kind =
    record.kind === 'PRICES_EXPORT'
      ? NotificationKind.PRICES_EXPORT_COMPLETED
      : NotificationKind.ITEMS_EXPORT_COMPLETED;
  const { session } = upstream;
  const subscription = feed.subscribe({
    userId: record.userId,
    upstreamCookieHeader: session.upstreamCookieHeader() ?? '',
    xsrfToken: session.xsrfToken(),
    authorization: session.bearer ? `Bearer ${session.bearer.plain}` : null,
    requestId: record.id,
  });
  const events = subscription[Symbol.asyncIterator]();
  try {
    // The first event (or the subscription's end) is awaited only after the request went out;
    // the relay buffers what arrives meanwhile.
    const arrival = nextMatching(events, kind, record.id);
    arrival.catch(() => undefined);
    // The store's event must find the channel subscribed (the relay says when it is).
    if (hasSubscriptionState(feed)) await feed.whenSubscribed(record.userId);
    const start = record.kind === 'PRICES_EXPORT' ? startPricesExport : startPriceItemsExport;
    await work.pay();
    await start(upstream, categoryId, priceFilterBody(filter));
    const event = await withinWait(arrival, work);
    if (event.filename === null) throw codedError('UPSTREAM_UNAVAILABLE');
    return { cancelled: false, file: { kind: 'upstream', filename: event.filename } };
  } catch (error) {
    if (error instanceof JobCancelled) return { cancelled: true };
    throw error;
  } finally {
    await events.return?.();
  }
}

async function nextMatching(
  events: AsyncIterator<NotificationEvent>,
  kind: NotificationKind,
  jobId: string,
): Promise<NotificationEvent> {
  for (;;) {
    const next = await events.next();
    if (next.done === true) throw codedError('UPSTREAM_UNAVAILABLE');
    if (next.value.kind === kind && next.value.jobId === jobId) return next.value;
  }
}

/** The event, unless a cancel comes first (JobCancelled) or it takes too long. */
function withinWait(
  arrival: Promise<NotificationEvent>,
  work: JobWork,
): Promise<NotificationEvent> {
  return new Promise<NotificationEvent>((resolve, reject) => {
    const timer = setTimeout(
      () => finish(() => reject(codedError('UPSTREAM_UNAVAILABLE', 'The export took too long.'))),
      EXPORT_EVENT_WAIT_MS,
    );
    const stop = work.store.onChange((changed) => {
      if (changed.jobId !== work.record.id) return;
      void work.cancelRequested().then((asked) => {
        if (asked) finish(() => reject(new JobCancelled()));
      });
    });
    function finish(settle: () => void) {
      clearTimeout(timer);
      stop();
      settle();
    }
    arrival.then(
      (event) => finish(() => resolve(event)),
      (error: unknown) => finish(() => reject(error as Error)),
    );
  });
}

/** The realtime relay tells when a user's channel is subscribed; another feed need not. */
function hasSubscriptionState(
  feed: object,
): feed is { whenSubscribed(userId: string): Promise<boolean> } {
  return typeof (feed as { whenSubscribed?: unknown }).whenSubscribed === 'function';
}
