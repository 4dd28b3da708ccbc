import { graphql } from '../../graphql';

// The strategy cards' GraphQL documents. The forms take their types from these
// (VariablesOf / ResultOf), so a schema change shows up as a type error in the forms.

export const ResellStrategyCard_strategy = graphql(`
  fragment ResellStrategyCard_strategy on ResellStrategy {
    id
    type
    variation {
      minPricePercentage
      maxPricePercentage
      roundingType
      roundingValue
    }
    market {
      value
      comparison
      marketPrice
      margin
      validateAgainstNextGen
    }
  }
`);

export const SaveResellStrategyMutation = graphql(
  `
    mutation SaveResellStrategy($categoryId: ID!, $input: ResellStrategyInput!) {
      saveResellStrategy(categoryId: $categoryId, input: $input) {
        id
        ...ResellStrategyCard_strategy
      }
    }
  `,
  [ResellStrategyCard_strategy],
);

export const BuybackStrategyCard_strategy = graphql(`
  fragment BuybackStrategyCard_strategy on BuybackStrategy {
    id
    pricePositioning
    roundingType
    roundingValue
  }
`);

export const SaveBuybackStrategyMutation = graphql(
  `
    mutation SaveBuybackStrategy($categoryId: ID!, $input: BuybackStrategyInput!) {
      saveBuybackStrategy(categoryId: $categoryId, input: $input) {
        id
        ...BuybackStrategyCard_strategy
      }
    }
  `,
  [BuybackStrategyCard_strategy],
);
