import { useId } from 'react';
import styled from 'styled-components';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { numberFormat } from '../../../format/intl-formats';
import { Button } from '../../../ui/Button';
import { Icon } from '../../../ui/Icon';
import { Table, TableScroll, Td, Th, Tr } from '../../../ui/Table';
import {
  downloadCsv,
  errorReportCsv,
  uploadedBaseName,
  type ErrorReportRow,
} from './error-report-csv';

const StyledErrors = styled.div`
  border-top: ${({ theme }) => theme.borders.default};
`;

const StyledBar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
`;

const StyledHeading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledNote = styled.p`
  flex-basis: 100%;
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

// width 0 + min-width 100%: fills the panel without lending the table's width to the page, so a
// narrow screen scrolls the table inside its region instead of the whole page sideways.
const StyledScroll = styled(TableScroll)`
  width: 0;
  min-width: 100%;
  max-height: min(360px, 50vh);
`;

// Values and reasons are the seller's own text and the upstream's sentences: they wrap instead of
// widening the table past the screen.
const StyledValue = styled(Td)`
  max-width: 240px;
  font-family: ${({ theme }) => theme.fonts.mono};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

// The reason takes the room the other columns leave.
const StyledReason = styled(Td)`
  width: 100%;
  min-width: 240px;
  white-space: normal;
  overflow-wrap: anywhere;
`;

const StyledEmpty = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-family: ${({ theme }) => theme.fonts.body};
  font-style: italic;
`;

export interface UploadRowErrorsProps {
  rows: readonly ErrorReportRow[];
  /** Every refused row, when the upstream listed only the first ones. */
  total: number;
  /** Name of the uploaded file; the error report is named after it. */
  uploadedFilename: string;
}

/** The refused rows of an upload as a dense table, with the CSV error report made from them. */
export function UploadRowErrors({ rows, total, uploadedFilename }: UploadRowErrorsProps) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const count = (value: number) => numberFormat(i18n.language, {}).format(value);

  function where(row: ErrorReportRow): string {
    if (row.itemPosition !== null) {
      return row.itemId === null
        ? t('catalog.upload.outcome.item', { position: count(row.itemPosition) })
        : t('catalog.upload.outcome.itemWithId', {
            position: count(row.itemPosition),
            id: row.itemId,
          });
    }
    return row.line === null ? '—' : String(row.line);
  }

  return (
    <StyledErrors>
      <StyledBar>
        <StyledHeading id={headingId}>{t('catalog.upload.outcome.refusedRows')}</StyledHeading>
        <Button $size="sm" onClick={() => downloadReport(rows, uploadedFilename, t, i18n.language)}>
          <Icon name="download" size="sm" />
          {t('catalog.upload.outcome.downloadReport')}
        </Button>
        {rows.length < total ? (
          <StyledNote>
            {t('catalog.upload.outcome.firstOfTotal', {
              shown: count(rows.length),
              total: count(total),
            })}
          </StyledNote>
        ) : null}
      </StyledBar>
      <StyledScroll label={t('catalog.upload.outcome.refusedRows')}>
        <Table aria-labelledby={headingId}>
          <thead>
            <tr>
              <Th scope="col">{t('catalog.upload.outcome.columns.where')}</Th>
              <Th scope="col">{t('catalog.upload.outcome.columns.column')}</Th>
              <Th scope="col">{t('catalog.upload.outcome.columns.value')}</Th>
              <Th scope="col">{t('catalog.upload.outcome.columns.reason')}</Th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              // Rows have no id of their own, and the list never changes once shown.
              <Tr key={index}>
                <Td>{where(row)}</Td>
                <Td $muted={row.column === null}>{row.column ?? '—'}</Td>
                <StyledValue>
                  {row.value === null ? (
                    <StyledEmpty>—</StyledEmpty>
                  ) : row.value === '' ? (
                    <StyledEmpty>{t('catalog.upload.outcome.emptyValue')}</StyledEmpty>
                  ) : (
                    row.value
                  )}
                </StyledValue>
                <StyledReason>{row.message}</StyledReason>
              </Tr>
            ))}
          </tbody>
        </Table>
      </StyledScroll>
    </StyledErrors>
  );
}

/** The refused rows as a CSV in the seller's language, named after the uploaded file. */
function downloadReport(
  rows: readonly ErrorReportRow[],
  uploadedFilename: string,
  t: TFunction,
  language: string,
) {
  const csv = errorReportCsv(
    rows,
    {
      line: t('catalog.upload.outcome.report.line'),
      item: t('catalog.upload.outcome.report.item'),
      column: t('catalog.upload.outcome.report.column'),
      value: t('catalog.upload.outcome.report.value'),
      message: t('catalog.upload.outcome.report.message'),
    },
    language,
  );
  downloadCsv(
    csv,
    t('catalog.upload.outcome.report.filename', { name: uploadedBaseName(uploadedFilename) }),
  );
}
