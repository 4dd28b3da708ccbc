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

// Both saves answer under the alias `save`, so one hook reads either payload; a refusal is in
// userErrors (field: the input path, message: in the user's language).
export const UpdateResellStrategyMutation = graphql(
  `
    mutation UpdateResellStrategy($input: UpdateResellStrategyInput!) {
      save: updateResellStrategy(input: $input) {
        strategy {
          id
          ...ResellStrategyCard_strategy
        }
        userErrors {
          field
          message
          code
        }
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

export const UpdateBuybackStrategyMutation = graphql(
  `
    mutation UpdateBuybackStrategy($input: UpdateBuybackStrategyInput!) {
      save: updateBuybackStrategy(input: $input) {
        strategy {
          id
          ...BuybackStrategyCard_strategy
        }
        userErrors {
          field
          message
          code
        }
      }
    }
  `,
  [BuybackStrategyCard_strategy],
);
