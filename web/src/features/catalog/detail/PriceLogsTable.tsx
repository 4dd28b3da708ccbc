import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { graphql, readFragment, type FragmentOf } from '../../../graphql';
import { formatDateTime } from '../../../format/format-date';
import { Card, CardHeader, CardTitle } from '../../../ui/Card';
import { EmptyState } from '../../../ui/EmptyState';
import { Table, TableScroll, Td, Th, Tr } from '../../../ui/Table';
import { priceLogEventLabel } from '../../../ui/upstream-labels';

// Notes are sentences: they wrap instead of widening the table.
const StyledNote = styled(Td)`
  white-space: normal;
  overflow-wrap: anywhere;
  min-width: ${({ theme }) => theme.sizes.noteColumn};
`;

export const PriceLogsTable_item = graphql(`
  fragment PriceLogsTable_item on CatalogItem {
    logs {
      createdAt
      event
      note
    }
  }
`);

export function PriceLogsTable({
  item: itemRef,
}: {
  item: FragmentOf<typeof PriceLogsTable_item>;
}) {
  const { t, i18n } = useTranslation();
  const { logs } = readFragment(PriceLogsTable_item, itemRef);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('catalogDetail.logs.title')}</CardTitle>
      </CardHeader>
      {logs.length === 0 ? (
        <EmptyState title={t('catalogDetail.logs.empty')} />
      ) : (
        <TableScroll label={t('catalogDetail.logs.title')}>
          <Table>
            <thead>
              <tr>
                <Th>{t('catalogDetail.logs.date')}</Th>
                <Th>{t('catalogDetail.logs.event')}</Th>
                <Th>{t('catalogDetail.logs.note')}</Th>
              </tr>
            </thead>
            <tbody>
              {logs.map((log, index) => (
                <Tr key={`${log.createdAt}-${index}`}>
                  <Td $muted $label={t('catalogDetail.logs.date')}>
                    {formatDateTime(log.createdAt, i18n.language)}
                  </Td>
                  <Td $card="title">{priceLogEventLabel(t, log.event)}</Td>
                  <StyledNote $card="full">{log.note ?? '-'}</StyledNote>
                </Tr>
              ))}
            </tbody>
          </Table>
        </TableScroll>
      )}
    </Card>
  );
}
