import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { graphql, readFragment, type FragmentOf } from '../../../graphql';
import { formatDateTime } from '../../../format/format-date';
import { Td, Tr } from '../../../ui/Table';

export const LogBatchRow_batch = graphql(`
  fragment LogBatchRow_batch on LogBatch {
    id
    total
    succeeded
    skipped
    failed
    start
    end
  }
`);

export function LogBatchRow({ batch: batchRef }: { batch: FragmentOf<typeof LogBatchRow_batch> }) {
  const { t, i18n } = useTranslation();
  const batch = readFragment(LogBatchRow_batch, batchRef);
  return (
    <Tr>
      <Td $sticky $card="title">
        <Link to={`/dashboard/log/${batch.id}`}>#{batch.id}</Link>
      </Td>
      <Td $align="right" $label={t('log.columns.products')}>
        {batch.total}
      </Td>
      <Td $align="right" $label={t('log.columns.updated')}>
        {batch.succeeded}
      </Td>
      <Td $align="right" $label={t('log.columns.notUpdated')}>
        {batch.skipped}
      </Td>
      <Td $align="right" $label={t('log.columns.errors')}>
        {batch.failed}
      </Td>
      <Td $muted $label={t('log.columns.start')}>
        {batch.start ? formatDateTime(batch.start, i18n.language) : '-'}
      </Td>
      <Td $muted $label={t('log.columns.end')}>
        {batch.end ? formatDateTime(batch.end, i18n.language) : '-'}
      </Td>
      <Td $align="right">
        <Link
          to={`/dashboard/log/${batch.id}`}
          aria-label={t('log.detailsFor', { batch: batch.id })}
        >
          {t('common.details')}
        </Link>
      </Td>
    </Tr>
  );
}
