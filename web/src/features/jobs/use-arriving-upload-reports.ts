import { useSubscription } from '@apollo/client';
import { NotificationsSubscription } from '../catalog/list/notifications-subscription';
import { JobUploadReport_job } from './job-documents';

/**
 * An upload job ends when the store has taken the file; the store's report on it comes later, as
 * a notification naming the job. Each one that arrives while Recent jobs is shown is written into
 * its job, so the card waiting for it shows the counts without a reload.
 */
export function useArrivingUploadReports(): void {
  useSubscription(NotificationsSubscription, {
    ignoreResults: true,
    onData: ({ client, data }) => {
      const event = data.data?.notifications;
      if (event?.kind !== 'CATALOG_UPLOAD_COMPLETED' || !event.jobId || !event.uploadReport) return;
      const id = client.cache.identify({ __typename: 'Job', id: event.jobId });
      if (!id) return;
      const where = { id, fragment: JobUploadReport_job, fragmentName: 'JobUploadReport_job' };
      // A job this page never listed stays out of the cache.
      if (!client.cache.readFragment(where)) return;
      client.cache.writeFragment({ ...where, data: { uploadReport: event.uploadReport } });
    },
    onError: (error) => console.warn('upload reports cannot be followed', error),
  });
}
