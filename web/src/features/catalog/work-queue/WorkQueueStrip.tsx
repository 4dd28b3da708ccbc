import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { numberFormat } from '../../../format/intl-formats';
import { graphql, readFragment, type FragmentOf } from '../../../graphql';
import { toggleStates } from '../../../ui/FormControls';
import {
  WORK_QUEUE_SHORTCUTS,
  type WorkQueueFilter,
  type WorkQueueShortcut,
} from './work-queue-filters';

export const WorkQueueStrip_counts = graphql(`
  fragment WorkQueueStrip_counts on CatalogWorkQueue {
    atMinimum
    atMaximum
    withNotifications
    dynamicPricingOff
    belowBasePrice
  }
`);

type CountName = keyof typeof WORK_QUEUE_SHORTCUTS;
const COUNTS: readonly CountName[] = [
  'atMinimum',
  'atMaximum',
  'withNotifications',
  'dynamicPricingOff',
  'belowBasePrice',
];

const StyledStrip = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  border-bottom: ${({ theme }) => theme.borders.default};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const StyledTitle = styled.span`
  color: ${({ theme }) => theme.colors.textSecondary};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  margin-right: ${({ theme }) => theme.space[1]};
`;

const StyledList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;

  li + li::before {
    content: '·';
    margin-right: ${({ theme }) => theme.space[1]};
    color: ${({ theme }) => theme.colors.textSubtle};
  }

  /* On a phone the counts wrap: no separators at the start of a line, each count a pill. */
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    li + li::before {
      content: none;
    }
    button {
      border-color: ${({ theme }) => theme.colors.border};
      background: ${({ theme }) => theme.colors.surface};
    }
  }
`;

const StyledShortcut = styled.button.attrs({ type: 'button' })`
  display: inline-flex;
  align-items: baseline;
  gap: ${({ theme }) => theme.space[1]};
  height: ${({ theme }) => theme.sizes.controlSm};
  padding: 0 ${({ theme }) => theme.space[2]};
  border: ${({ theme }) => theme.borders.transparent};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  cursor: pointer;
  white-space: nowrap;

  strong {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  ${toggleStates}
  &[data-zero='true']:not([aria-pressed='true']) {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export interface WorkQueueStripProps {
  counts: FragmentOf<typeof WorkQueueStrip_counts>;
  /** The work-queue filters in use (from the URL). */
  selected: Record<WorkQueueFilter, readonly string[]>;
  /** Sets the shortcut's filter, or clears it when it is the one in use. */
  onToggle: (shortcut: WorkQueueShortcut, active: boolean) => void;
}

/**
 * The counts strip above the catalog table: how many items of the whole catalog need a look, each
 * a toggle button that filters the list to them (docs/work-queue-and-bulk-actions.md).
 */
export function WorkQueueStrip({ counts: countsRef, selected, onToggle }: WorkQueueStripProps) {
  const { t, i18n } = useTranslation();
  const counts = readFragment(WorkQueueStrip_counts, countsRef);
  const format = numberFormat(i18n.language, {});
  const labels: Record<CountName, string> = {
    atMinimum: t('catalog.workQueue.counts.atMinimum'),
    atMaximum: t('catalog.workQueue.counts.atMaximum'),
    withNotifications: t('catalog.workQueue.counts.withNotifications'),
    dynamicPricingOff: t('catalog.workQueue.counts.dynamicPricingOff'),
    belowBasePrice: t('catalog.workQueue.counts.belowBasePrice'),
  };
  return (
    <StyledStrip role="group" aria-labelledby="work-queue-title">
      <StyledTitle id="work-queue-title">{t('catalog.workQueue.title')}</StyledTitle>
      <StyledList>
        {COUNTS.map((name) => {
          const shortcut = WORK_QUEUE_SHORTCUTS[name];
          const active = selected[shortcut.key].includes(shortcut.value);
          const count = counts[name];
          return (
            <li key={name}>
              <StyledShortcut
                aria-pressed={active}
                data-zero={count === 0}
                onClick={() => onToggle(shortcut, active)}
              >
                <strong>{format.format(count)}</strong> {labels[name]}
              </StyledShortcut>
            </li>
          );
        })}
      </StyledList>
    </StyledStrip>
  );
}
