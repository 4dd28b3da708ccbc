import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { numberFormat } from '../../../format/intl-formats';
import { graphql, readFragment, type FragmentOf } from '../../../graphql';
import { toggleStates } from '../../../ui/FormControls';
import { LOG_STATUSES, type LogStatus } from './log-detail-url-state';

export const LogStatusFilter_counts = graphql(`
  fragment LogStatusFilter_counts on LogStatusCounts {
    succeeded
    skipped
    failed
  }
`);

const StyledGroup = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const StyledToggle = styled.button.attrs({ type: 'button' })`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  height: ${({ theme }) => theme.sizes.control};
  padding: 0 ${({ theme }) => theme.space[3]};
  border: ${({ theme }) => theme.borders.strong};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  white-space: nowrap;
  cursor: pointer;

  strong {
    font-variant-numeric: tabular-nums;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  /* The outcome's colour, as its badges in the rows show it. */
  &::before {
    content: '';
    width: 8px;
    height: 8px;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.textSubtle};
  }
  &[data-status='SUCCESS']::before {
    background: ${({ theme }) => theme.colors.success};
  }
  &[data-status='FAILED']::before {
    background: ${({ theme }) => theme.colors.danger};
  }
  &[data-status='ALL']::before {
    content: none;
  }
  ${toggleStates}
`;

export interface LogStatusFilterProps {
  counts: FragmentOf<typeof LogStatusFilter_counts>;
  /** The outcome shown, null for all of them. */
  selected: LogStatus | null;
  /** An outcome to show only it, null for all (pressing the shown outcome again). */
  onChange: (status: LogStatus | null) => void;
}

/**
 * The batch's entries per outcome (the whole batch, whatever the filters), each a toggle button
 * that shows only that outcome; pressed again, or 'All', shows every entry.
 */
export function LogStatusFilter({ counts: countsRef, selected, onChange }: LogStatusFilterProps) {
  const { t, i18n } = useTranslation();
  const counts = readFragment(LogStatusFilter_counts, countsRef);
  const format = numberFormat(i18n.language, {});
  const countOf: Record<LogStatus, number> = {
    SUCCESS: counts.succeeded,
    SKIPPED: counts.skipped,
    FAILED: counts.failed,
  };
  const all = counts.succeeded + counts.skipped + counts.failed;
  const labels: Record<LogStatus, string> = {
    SUCCESS: t('log.status.success'),
    SKIPPED: t('log.status.skipped'),
    FAILED: t('log.status.failed'),
  };
  return (
    <StyledGroup role="group" aria-label={t('log.statusFilter.label')}>
      <StyledToggle
        data-status="ALL"
        aria-pressed={selected === null}
        onClick={() => onChange(null)}
      >
        {t('log.statusFilter.all')} <strong>{format.format(all)}</strong>
      </StyledToggle>
      {LOG_STATUSES.map(([status]) => (
        <StyledToggle
          key={status}
          data-status={status}
          aria-pressed={selected === status}
          onClick={() => onChange(selected === status ? null : status)}
        >
          {labels[status]} <strong>{format.format(countOf[status])}</strong>
        </StyledToggle>
      ))}
    </StyledGroup>
  );
}
