import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { numberFormat } from '../../../format/intl-formats';
import { CARD_LAYOUT_QUERY, Table, TableScroll, Td, Th, Tr } from '../../../ui/Table';
import { compareFigures, type FigureComparison, type PreviewFigures } from './preview-figures';
import { formatFigure } from './preview-sentences';

// Two columns and their differences must fit half a screen; on a phone each figure is a card
// with its three values on one line.
const StyledScroll = styled(TableScroll)`
  max-height: none;

  th,
  td {
    white-space: normal;
  }
  @media ${CARD_LAYOUT_QUERY} {
    table[data-cards] tbody tr {
      grid-template-columns: repeat(3, minmax(0, 1fr));
    }
  }
`;

const StyledDifference = styled.span<{ $tone: 'up' | 'down' | 'same' }>`
  font-variant-numeric: tabular-nums;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme, $tone }) => ($tone === 'same' ? theme.colors.textMuted : theme.colors.text)};
`;

/** What changes between the two: the figures that differ, and always how many items would change. */
const shown = (row: FigureComparison) =>
  row.figure === 'changing' ||
  (row.difference === null ? row.saved !== row.edited : row.difference !== 0);

export interface PreviewCompareTableProps {
  saved: PreviewFigures;
  edited: PreviewFigures;
  currencySymbol: string;
}

/** The saved strategy's figures beside the edit's where they differ, with the difference. */
export function PreviewCompareTable({ saved, edited, currencySymbol }: PreviewCompareTableProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const title = t('strategies.preview.compare.title');
  const value = (figure: number | null, kind: FigureComparison['kind']) =>
    figure === null ? '-' : formatFigure(figure, kind, locale, currencySymbol);
  const difference = (row: FigureComparison) => {
    if (row.difference === null) return '-';
    if (row.difference === 0) return t('strategies.preview.compare.same');
    if (row.kind === 'percent' || row.kind === 'margin') {
      const points = numberFormat(locale, {
        minimumFractionDigits: 1,
        maximumFractionDigits: 1,
        signDisplay: 'always',
      }).format(row.difference);
      return t('strategies.preview.compare.points', { value: points });
    }
    const signed = formatFigure(row.difference, row.kind, locale, currencySymbol);
    return row.difference > 0 ? `+${signed}` : signed;
  };
  const labels = {
    figure: t('strategies.preview.compare.figure'),
    saved: t('strategies.preview.compare.saved'),
    edited: t('strategies.preview.compare.edited'),
    difference: t('strategies.preview.compare.difference'),
  };
  return (
    <StyledScroll label={title}>
      <Table aria-label={title}>
        <thead>
          <tr>
            <Th scope="col">{labels.figure}</Th>
            <Th scope="col" $align="right">
              {labels.saved}
            </Th>
            <Th scope="col" $align="right">
              {labels.edited}
            </Th>
            <Th scope="col" $align="right">
              {labels.difference}
            </Th>
          </tr>
        </thead>
        <tbody>
          {compareFigures(saved, edited)
            .filter(shown)
            .map((row) => (
              <Tr key={row.figure} data-figure={row.figure}>
                <Td $card="title">{t(`strategies.preview.compare.figures.${row.figure}`)}</Td>
                <Td $align="right" $label={labels.saved}>
                  {value(row.saved, row.kind)}
                </Td>
                <Td $align="right" $label={labels.edited}>
                  {value(row.edited, row.kind)}
                </Td>
                <Td $align="right" $label={labels.difference}>
                  <StyledDifference
                    $tone={!row.difference ? 'same' : row.difference > 0 ? 'up' : 'down'}
                  >
                    {difference(row)}
                  </StyledDifference>
                </Td>
              </Tr>
            ))}
        </tbody>
      </Table>
    </StyledScroll>
  );
}
