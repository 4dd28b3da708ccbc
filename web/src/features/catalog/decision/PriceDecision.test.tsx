import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { maskFragments, type ResultOf } from '../../../graphql';
import { renderUi } from '../../../ui/testing/render-ui';
import { PriceDecision_decision, PriceDecisionView, WhyThisPrice } from './PriceDecision';

type Decision = ResultOf<typeof PriceDecision_decision>;

/** A market-strategy decision as the upstream words it in English. */
function aDecision(overrides: Partial<Decision> = {}): Decision {
  return {
    outcome: 'UPDATED',
    currencySymbol: '€',
    strategy: 'Market',
    reference: 'Median market price',
    referenceAmount: 1692.83,
    referenceNote: '12 offers in IT, DE, FR, grade A',
    result: 1659,
    skipReason: null,
    reason: 'Median market price €1,692.83; −2% on €1,692.83 → €1,659.00',
    steps: [
      { kind: 'VARIATION', label: 'Variation', note: '−2% on €1,692.83', value: 1658.97 },
      {
        kind: 'ROUNDING',
        label: 'Rounding',
        note: 'Down to the nearest amount ending in 9',
        value: 1659,
      },
      {
        kind: 'CLAMP',
        label: 'Price limits',
        note: "Within the item's limits €429.41–€1,892.50",
        value: 1659,
      },
    ],
    ...overrides,
  };
}

const masked = (decision: Decision) => maskFragments([PriceDecision_decision], decision);

/** Each line of the steps list: what it is and the amount after it. */
function stepLines() {
  const list = screen.getByRole('list');
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
}

describe('the price decision', () => {
  it('lists the reference with its source, then every step with the price after it', () => {
    renderUi(<PriceDecisionView decision={masked(aDecision())} />);
    expect(screen.getByText('Strategy: Market')).toBeInTheDocument();
    expect(stepLines()).toEqual([
      'Median market price12 offers in IT, DE, FR, grade A€1,692.83',
      '→Variation−2% on €1,692.83€1,658.97',
      '→RoundingDown to the nearest amount ending in 9€1,659.00',
      "→Price limitsWithin the item's limits €429.41–€1,892.50€1,659.00",
    ]);
    expect(screen.getByText('Updated: new price €1,659.00')).toBeInTheDocument();
  });

  it('writes the amounts the Italian way for an Italian reader', () => {
    renderUi(<PriceDecisionView decision={masked(aDecision({ outcome: 'DRY_RUN' }))} />, {
      locale: 'it-IT',
    });
    const amounts = within(screen.getByRole('list'))
      .getAllByRole('listitem')
      .map((item) => item.lastChild?.textContent);
    expect(amounts).toEqual(['1.692,83 €', '1.658,97 €', '1.659,00 €', '1.659,00 €']);
    expect(
      screen.getByText('Simulazione: il prezzo sarebbe 1.659,00 €; registrato, non applicato'),
    ).toBeInTheDocument();
  });

  it('says why nothing was computed for a skipped item, without steps', () => {
    renderUi(
      <PriceDecisionView
        decision={masked(
          aDecision({
            outcome: 'SKIPPED',
            reference: '',
            referenceAmount: null,
            referenceNote: null,
            result: null,
            steps: [],
            skipReason: 'No strategy for the Smartwatch category',
          }),
        )}
      />,
    );
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(
      screen.getByText('Skipped: No strategy for the Smartwatch category'),
    ).toBeInTheDocument();
  });

  it('shows a reference nobody sold at as a dash, and a failure with its reason', () => {
    renderUi(
      <PriceDecisionView
        decision={masked(
          aDecision({
            outcome: 'FAILED',
            referenceAmount: null,
            referenceNote: 'No offers in IT, grade A',
            steps: [],
            reason: 'The store refused the new price €1,659.00: the price stays €1,700.00',
          }),
        )}
      />,
    );
    expect(stepLines()).toEqual(['Median market priceNo offers in IT, grade A-']);
    expect(
      screen.getByText(
        'Failed: The store refused the new price €1,659.00: the price stays €1,700.00',
      ),
    ).toBeInTheDocument();
  });

  it('shows only the reason when the upstream sent no decision', () => {
    renderUi(<PriceDecisionView decision={null} reason="Lowest competitor at 490" />);
    expect(screen.getByText('Lowest competitor at 490')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});

describe('Why this price?', () => {
  it('is a disclosure: collapsed at first, opened and closed by keyboard', async () => {
    const { user } = renderUi(<WhyThisPrice decision={masked(aDecision())} />);
    const button = screen.getByRole('button', { name: 'Why this price?' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();

    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(panel).toContainElement(screen.getByRole('list'));

    await user.keyboard(' ');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('is not offered without a decision', () => {
    renderUi(<WhyThisPrice decision={null} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
