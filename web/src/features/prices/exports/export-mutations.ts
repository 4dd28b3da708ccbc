import { graphql } from '../../../graphql';

export const ExportPricesMutation = graphql(`
  mutation ExportPrices($categoryId: ID!, $filter: PriceFilter) {
    exportPrices(categoryId: $categoryId, filter: $filter)
  }
`);

export const ExportPriceItemsMutation = graphql(`
  mutation ExportPriceItems($categoryId: ID!, $filter: PriceFilter) {
    exportPriceItems(categoryId: $categoryId, filter: $filter)
  }
`);
