import type { VariablesOf } from '../../../graphql';
import { listViewParams } from '../../lists/list-view-params';
import type { LogDetailQuery } from './log-detail-query';

export type LogStatus = NonNullable<VariablesOf<typeof LogDetailQuery>['status']>;

/** The outcomes in the order the screen lists them, with their URL value. */
export const LOG_STATUSES = [
  ['SUCCESS', 'success'],
  ['SKIPPED', 'skipped'],
  ['FAILED', 'failed'],
] as const satisfies ReadonlyArray<readonly [LogStatus, string]>;

/** A batch's view: one outcome (or all), the product search, and how many pages are shown. */
export interface LogDetailView {
  status: LogStatus | null;
  search: string;
  page: number;
}

const view = listViewParams({ filters: ['status'] as const });

/** `?status=success&search=iphone&page=3`; an unknown status reads as all of them. */
export function readLogDetailView(params: URLSearchParams): LogDetailView {
  const read = view.read(params);
  const [value] = read.selected.status;
  const status = LOG_STATUSES.find(([, urlValue]) => urlValue === value)?.[0] ?? null;
  return { status, search: read.search, page: read.page };
}

/** The query string of a view; defaults are left out so a plain batch URL stays plain. */
export function writeLogDetailView(state: LogDetailView): URLSearchParams {
  const urlValue = LOG_STATUSES.find(([status]) => status === state.status)?.[1];
  return view.write({
    search: state.search,
    selected: { status: urlValue ? [urlValue] : [] },
    sort: null,
    page: state.page,
  });
}

/** The search as the query sends it: trimmed, null when empty. */
export function searchVariable(state: LogDetailView): string | null {
  return state.search.trim() || null;
}
