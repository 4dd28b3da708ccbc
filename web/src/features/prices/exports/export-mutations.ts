import { graphql } from '../../../graphql';

/** An export job as the buttons follow it: its state and, once SUCCEEDED, the file's link. */
export const PriceExportJob_state = graphql(`
  fragment PriceExportJob_state on Job {
    id
    status
    url
  }
`);

export const StartPricesExportMutation = graphql(
  `
    mutation StartPricesExport($categoryId: ID!, $filter: PriceFilter) {
      startPricesExport(categoryId: $categoryId, filter: $filter) {
        ...PriceExportJob_state
      }
    }
  `,
  [PriceExportJob_state],
);

export const StartPriceItemsExportMutation = graphql(
  `
    mutation StartPriceItemsExport($categoryId: ID!, $filter: PriceFilter) {
      startPriceItemsExport(categoryId: $categoryId, filter: $filter) {
        ...PriceExportJob_state
      }
    }
  `,
  [PriceExportJob_state],
);

/** The export's job from its state now to its final one (the subscription then ends). */
export const PriceExportJobUpdatedSubscription = graphql(
  `
    subscription PriceExportJobUpdated($id: ID!) {
      jobUpdated(id: $id) {
        ...PriceExportJob_state
      }
    }
  `,
  [PriceExportJob_state],
);
