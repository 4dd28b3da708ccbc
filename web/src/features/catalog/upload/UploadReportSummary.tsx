import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { numberFormat } from '../../../format/intl-formats';
import { type ResultOf } from '../../../graphql';
import { type CatalogUploadOutcome_report } from './catalog-upload-outcome-report';

const StyledText = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

const StyledStats = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
`;

const StyledStat = styled.div`
  display: inline-flex;
  align-items: baseline;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
  border: ${({ theme }) => theme.borders.default};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  font-size: ${({ theme }) => theme.fontSizes.md};

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    font-variant-numeric: tabular-nums;
  }
  &[data-alert] {
    border: ${({ theme }) => theme.borders.danger};
    background: ${({ theme }) => theme.colors.dangerSoft};
  }
  &[data-alert] dt,
  &[data-alert] dd {
    color: ${({ theme }) => theme.colors.danger};
  }
`;

/** A processed file's counts and whether any row was refused (the upload panel, Recent jobs). */
export function UploadReportSummary({
  report,
}: {
  report: ResultOf<typeof CatalogUploadOutcome_report>;
}) {
  const { t, i18n } = useTranslation();
  const count = (value: number) => numberFormat(i18n.language, {}).format(value);
  const stats: Array<{ key: string; label: string; value: number | null; alert?: boolean }> = [
    { key: 'created', label: t('catalog.upload.outcome.created'), value: report.created },
    { key: 'updated', label: t('catalog.upload.outcome.updated'), value: report.updated },
    {
      key: 'unchanged',
      label: t('catalog.upload.outcome.unchanged'),
      value: report.unchanged,
    },
    {
      key: 'failed',
      label: t('catalog.upload.outcome.failed'),
      value: report.failed,
      alert: report.failed > 0,
    },
    {
      key: 'blankRowsSkipped',
      label: t('catalog.upload.outcome.blankRowsSkipped'),
      value: report.blankRowsSkipped,
    },
  ];
  return (
    <>
      <StyledStats>
        {stats.map((stat) =>
          stat.value === null ? null : (
            <StyledStat key={stat.key} data-alert={stat.alert ? '' : undefined}>
              <dt>{stat.label}</dt>
              <dd>{count(stat.value)}</dd>
            </StyledStat>
          ),
        )}
      </StyledStats>
      <StyledText>
        {report.failed > 0
          ? t('catalog.upload.outcome.someRefused', {
              count: report.failed,
              rows: count(report.failed),
            })
          : t('catalog.upload.outcome.noneRefused')}
      </StyledText>
    </>
  );
}
