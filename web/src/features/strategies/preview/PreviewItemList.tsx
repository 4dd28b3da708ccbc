import { useId, useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../format/format-money';
import { theme, type GradeName } from '../../../theme/theme';
import { Flag } from '../../../ui/Flag';
import { GradeMark } from '../../../ui/GradeMark';
import { Percent } from '../../../ui/Percent';
import { PriceDecisionView } from '../../catalog/decision/PriceDecision';
import { WhyThisPriceButton } from '../../catalog/decision/WhyThisPriceButton';
import { formatCount } from '../../../format/format-count';
import type { PreviewResult } from './use-strategy-preview';

/** One of the largest moves, as the preview queries select it. */
export type PreviewItem = PreviewResult['edited']['items']['edges'][number]['node'];

const StyledSection = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const StyledShown = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledList = styled.ol`
  display: grid;
  margin: 0;
  padding: 0;
  list-style: none;
  border-top: ${({ theme }) => theme.borders.default};
`;

const StyledItem = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[2]} 0;
  border-bottom: ${({ theme }) => theme.borders.default};
`;

const StyledLine = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
`;

const StyledName = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  overflow-wrap: anywhere;
`;

const StyledPrices = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-variant-numeric: tabular-nums;

  strong {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  span[data-was] {
    color: ${({ theme }) => theme.colors.textSecondary};
  }
`;

const isGrade = (grade: string | null | undefined): grade is GradeName =>
  Boolean(grade && grade in theme.colors.grade);

/** One item: its name, grade and country, the price it would get and the one it has, and why. */
function PreviewItemRow({ item, currencySymbol }: { item: PreviewItem; currencySymbol: string }) {
  const { t, i18n } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const panelId = useId();
  const money = (amount: number | null | undefined) =>
    amount === null || amount === undefined
      ? t('strategies.preview.items.noPrice')
      : formatMoney(amount, currencySymbol, i18n.language);
  return (
    <StyledItem data-item-id={item.itemId}>
      <StyledLine>
        <StyledName>
          {item.name}
          {isGrade(item.grade) ? (
            <GradeMark grade={item.grade} title={t('common.gradeLabel', { grade: item.grade })} />
          ) : null}
          {item.country ? <Flag country={item.country} /> : null}
        </StyledName>
        <StyledPrices>
          {item.outcome === 'SKIPPED' ? (
            <span>{t('strategies.preview.items.skipped')}</span>
          ) : (
            <>
              <strong data-new-price>{money(item.newPrice)}</strong>
              <Percent value={item.changePercent} />
            </>
          )}
          <span data-was>
            {t('strategies.preview.items.was', { price: money(item.currentPrice) })}
          </span>
        </StyledPrices>
      </StyledLine>
      <div>
        <WhyThisPriceButton
          expanded={expanded}
          controls={panelId}
          subject={item.name}
          onToggle={() => setExpanded(!expanded)}
        />
      </div>
      {expanded ? <PriceDecisionView id={panelId} decision={item.decision} /> : null}
    </StyledItem>
  );
}

export interface PreviewItemListProps {
  items: readonly PreviewItem[];
  currencySymbol: string;
  /** Items whose price would move (the summary's figure), of which the list shows the largest. */
  changing: number;
}

/** The items whose price would move the most, each with its "Why this price?". */
export function PreviewItemList({ items, currencySymbol, changing }: PreviewItemListProps) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const moves = items.filter((item) => item.outcome === 'UP' || item.outcome === 'DOWN');
  if (moves.length === 0) return null;
  return (
    <StyledSection aria-labelledby={headingId}>
      <h3 id={headingId}>{t('strategies.preview.items.title')}</h3>
      {changing > moves.length ? (
        <StyledShown>
          {t('strategies.preview.items.shown', {
            shown: formatCount(moves.length, i18n.language),
            total: formatCount(changing, i18n.language),
          })}
        </StyledShown>
      ) : null}
      <StyledList>
        {moves.map((item) => (
          <PreviewItemRow key={item.itemId} item={item} currencySymbol={currencySymbol} />
        ))}
      </StyledList>
    </StyledSection>
  );
}
