import { aViewer, type AccessFlags } from '../../testing/fixtures';

const category = (id: string, name: string) => ({
  __typename: 'Category' as const,
  id,
  name,
  slug: name.toLowerCase(),
});

/** A viewer with strategies, as the strategies screens ask for it. */
export function aStrategiesViewer({
  access = {},
  strategyNotes = [],
}: { access?: Partial<AccessFlags>; strategyNotes?: string[] } = {}) {
  const categories = [
    { id: '1', name: 'Smartphone' },
    { id: '2', name: 'Tablet' },
    { id: '3', name: 'PC' },
  ];
  return {
    ...aViewer({ access, categories }),
    strategyNotes,
    resellStrategies: [
      {
        __typename: 'ResellStrategy' as const,
        id: 'rs-1',
        category: category('1', 'Smartphone'),
        type: 'VARIATION',
        variation: {
          __typename: 'VariationValues' as const,
          minPricePercentage: -10,
          maxPricePercentage: 10,
          roundingType: 'NINE',
          roundingValue: 9,
        },
        market: null,
      },
      {
        __typename: 'ResellStrategy' as const,
        id: 'rs-2',
        category: category('2', 'Tablet'),
        type: 'MARKET',
        variation: null,
        market: {
          __typename: 'MarketValues' as const,
          value: -5,
          comparison: 'PERCENTAGE',
          marketPrice: 'MEDIAN',
          margin: 20,
          validateAgainstNextGen: false,
        },
      },
    ],
    buybackStrategies: [
      {
        __typename: 'BuybackStrategy' as const,
        id: 'bs-1',
        category: category('1', 'Smartphone'),
        pricePositioning: -10,
        roundingType: 'NINE',
        roundingValue: 9,
      },
    ],
  };
}
