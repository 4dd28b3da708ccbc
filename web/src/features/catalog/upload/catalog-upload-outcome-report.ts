import { graphql } from '../../../graphql';

/** What the upload outcome panel shows of the upstream's report on a processed catalog file. */
export const CatalogUploadOutcome_report = graphql(`
  fragment CatalogUploadOutcome_report on CatalogUploadReport {
    filename
    created
    updated
    unchanged
    failed
    blankRowsSkipped
    rowErrorsTotal
    rowErrors {
      line
      column
      value
      message
      itemPosition
      itemId
    }
  }
`);
