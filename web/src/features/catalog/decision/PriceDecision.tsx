import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../format/format-money';
import { graphql, readFragment, type FragmentOf, type ResultOf } from '../../../graphql';
import { WhyThisPriceButton } from './WhyThisPriceButton';

// "Why this price?": how a repricing decision went from the market figure to the price, one
// step a line, with every amount in the reader's money format. The log's entries and the catalog
// detail's price card show the same component; what each step means: docs/pricing-decisions.md.

export const PriceDecision_decision = graphql(`
  fragment PriceDecision_decision on PriceDecision {
    outcome
    currencySymbol
    strategy
    reference
    referenceAmount
    referenceNote
    result
    skipReason
    reason
    steps {
      kind
      label
      note
      value
    }
  }
`);

type Decision = ResultOf<typeof PriceDecision_decision>;

const StyledDecision = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  max-width: 46rem;
  padding: ${({ theme }) => theme.space[3]};
  border: ${({ theme }) => theme.borders.default};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.md};
  white-space: normal;
  text-align: left;
`;

const StyledStrategy = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textSecondary};
`;

const StyledSteps = styled.ol`
  display: grid;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledStep = styled.li`
  display: grid;
  grid-template-columns: ${({ theme }) => theme.sizes.iconSm} minmax(0, 1fr) auto;
  align-items: baseline;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[1]} 0;

  & + & {
    border-top: ${({ theme }) => theme.borders.default};
  }
`;

const StyledMarker = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;

const StyledWhat = styled.span`
  display: grid;
  min-width: 0;

  strong {
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
  span {
    color: ${({ theme }) => theme.colors.textSecondary};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const StyledAmount = styled.span`
  font-variant-numeric: tabular-nums;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  white-space: nowrap;
  text-align: right;
`;

const StyledOutcome = styled.p<{ $tone: 'success' | 'neutral' | 'danger' }>`
  margin: 0;
  padding-top: ${({ theme }) => theme.space[2]};
  border-top: ${({ theme }) => theme.borders.strong};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme, $tone }) =>
    $tone === 'success'
      ? theme.colors.success
      : $tone === 'danger'
        ? theme.colors.danger
        : theme.colors.text};
`;

const StyledReason = styled.p`
  margin: 0;
  white-space: normal;
`;

const outcomeTone = {
  UPDATED: 'success',
  UNCHANGED: 'neutral',
  DRY_RUN: 'neutral',
  SKIPPED: 'neutral',
  FAILED: 'danger',
} as const satisfies Record<Decision['outcome'], 'success' | 'neutral' | 'danger'>;

export interface PriceDecisionViewProps {
  /** The decision; null from an upstream that does not record one (the reason alone shows). */
  decision: FragmentOf<typeof PriceDecision_decision> | null | undefined;
  /** The one-line reason the upstream gave, shown when there is no decision. */
  reason?: string | null;
  id?: string;
  className?: string;
}

/**
 * The decision: its strategy, the reference with where it came from, each step with the price
 * after it, and what happened with the result. Applying the steps in order to the reference gives
 * the result (the upstream guarantees it), so the last amount shown is the price.
 */
export function PriceDecisionView({
  decision: decisionRef,
  reason,
  id,
  className,
}: PriceDecisionViewProps) {
  const { t, i18n } = useTranslation();
  const decision = decisionRef ? readFragment(PriceDecision_decision, decisionRef) : null;
  if (!decision) {
    return reason ? (
      <StyledReason id={id} className={className}>
        {reason}
      </StyledReason>
    ) : null;
  }
  const money = (amount: number | null | undefined) =>
    amount === null || amount === undefined
      ? '-'
      : formatMoney(amount, decision.currencySymbol, i18n.language);
  const why = decision.skipReason ?? decision.reason ?? '';
  const outcome = {
    UPDATED: t('decision.outcome.updated', { price: money(decision.result) }),
    UNCHANGED: t('decision.outcome.unchanged', { price: money(decision.result) }),
    DRY_RUN: t('decision.outcome.dryRun', { price: money(decision.result) }),
    SKIPPED: why ? t('decision.outcome.skipped', { reason: why }) : t('log.status.skipped'),
    FAILED: why ? t('decision.outcome.failed', { reason: why }) : t('log.status.failed'),
  }[decision.outcome];

  return (
    <StyledDecision id={id} className={className}>
      {decision.strategy ? (
        <StyledStrategy>{t('decision.strategy', { strategy: decision.strategy })}</StyledStrategy>
      ) : null}
      {decision.reference || decision.steps.length > 0 ? (
        <StyledSteps aria-label={t('decision.steps')}>
          {decision.reference ? (
            <StyledStep data-kind="REFERENCE">
              <StyledMarker aria-hidden />
              <StyledWhat>
                <strong>{decision.reference}</strong>
                {decision.referenceNote ? <span>{decision.referenceNote}</span> : null}
              </StyledWhat>
              <StyledAmount>{money(decision.referenceAmount)}</StyledAmount>
            </StyledStep>
          ) : null}
          {decision.steps.map((step, index) => (
            <StyledStep key={index} data-kind={step.kind}>
              <StyledMarker aria-hidden>→</StyledMarker>
              <StyledWhat>
                <strong>{step.label}</strong>
                {step.note ? <span>{step.note}</span> : null}
              </StyledWhat>
              <StyledAmount>{money(step.value)}</StyledAmount>
            </StyledStep>
          ))}
        </StyledSteps>
      ) : null}
      <StyledOutcome $tone={outcomeTone[decision.outcome]} data-outcome={decision.outcome}>
        {outcome}
      </StyledOutcome>
    </StyledDecision>
  );
}

const StyledWhy = styled.div`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space[2]};
`;

const StyledPanel = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  justify-self: stretch;
`;

const StyledCaption = styled.p`
  margin: 0;
`;

export interface WhyThisPriceProps {
  decision: FragmentOf<typeof PriceDecision_decision> | null | undefined;
  /** A line above the steps, e.g. which batch decided it and when. */
  caption?: ReactNode;
}

/** A "Why this price?" button with its explanation below it (nothing without a decision). */
export function WhyThisPrice({ decision, caption }: WhyThisPriceProps) {
  const [expanded, setExpanded] = useState(false);
  const panelId = useId();
  if (!decision) return null;
  return (
    <StyledWhy>
      <WhyThisPriceButton
        expanded={expanded}
        controls={panelId}
        onToggle={() => setExpanded(!expanded)}
      />
      {expanded ? (
        <StyledPanel id={panelId}>
          {caption ? <StyledCaption>{caption}</StyledCaption> : null}
          <PriceDecisionView decision={decision} />
        </StyledPanel>
      ) : null}
    </StyledWhy>
  );
}
