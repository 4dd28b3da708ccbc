import { useQuery } from '@apollo/client';
import type { BulkJob, ShownAction } from '../catalog/bulk-actions/bulk-jobs';
import { rememberedAction } from '../catalog/bulk-actions/job-actions';
import { JobAskedStateQuery } from './job-documents';
import { isBulkKind } from './job-texts';

/**
 * What a bulk job does, for its words: as this browser started it; for a dynamic pricing job
 * started elsewhere, once it has ended, the state one of its items shows after it. Null for
 * other kinds.
 */
export function useShownAction(
  job: Pick<BulkJob, 'id' | 'kind'>,
  ended: boolean,
): ShownAction | null {
  const bulk = isBulkKind(job.kind);
  const remembered = bulk ? rememberedAction(job) : null;
  const { data } = useQuery(JobAskedStateQuery, {
    variables: { id: job.id },
    skip: remembered !== 'dynamicEither' || !ended,
  });
  if (remembered !== 'dynamicEither') return remembered;
  const item = data?.job?.done.edges[0]?.node ?? data?.job?.already.edges[0]?.node;
  if (item?.automaticPriceEnabled === true) return 'dynamicOn';
  if (item?.automaticPriceEnabled === false) return 'dynamicOff';
  return remembered;
}
