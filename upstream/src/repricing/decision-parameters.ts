import { type DecisionInputs, type PriceExplanation, strategyOf } from './explain-decision';

/**
 * The strategy's parameters as the decision used them (snake_case, as in the profile), with the
 * item's own figures the strategy read (base price, cost, and revendo's conditions and row).
 */
export function decisionParameters(
  inputs: DecisionInputs,
  explanation: PriceExplanation,
): Record<string, string | number | boolean | null> {
  const strategy = strategyOf(inputs.context, inputs.facts.categoryId);
  if (strategy === null) return {};
  const { facts } = inputs;
  if (!('type' in strategy)) {
    return {
      price_positioning: strategy.pricePositioning,
      rounding_type: strategy.roundingType,
      rounding_value: strategy.roundingValue,
    };
  }
  switch (strategy.type) {
    case 'variation':
      return {
        min_price_percentage: strategy.values.minPricePercentage,
        max_price_percentage: strategy.values.maxPricePercentage,
        rounding_type: strategy.values.roundingType,
        rounding_value: strategy.values.roundingValue,
        base_price: facts.basePrice,
      };
    case 'market':
      return {
        value: strategy.values.value,
        comparison: strategy.values.comparison,
        market_price: strategy.values.marketPrice,
        margin: strategy.values.margin,
        validate_against_next_gen: strategy.values.validateAgainstNextGen,
        cost: facts.cost,
        next_generation_market_price: inputs.nextGeneration,
      };
    case 'revendo': {
      const row = explanation.row;
      return {
        stock_rfs: facts.stockRfs,
        days_till_sold_out: facts.daysTillSoldOut,
        days_since_last_price_change: inputs.daysSinceChange,
        promotion: facts.promotion,
        accelerated: facts.accelerated,
        cost: facts.cost,
        stock_band: row?.stock ?? null,
        sold_out_band: row?.soldOut ?? null,
        price_change_band: row?.priceChange ?? null,
        margin_percentage: row?.marginPercentage ?? null,
      };
    }
  }
}
