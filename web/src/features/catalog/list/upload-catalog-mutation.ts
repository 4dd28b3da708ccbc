import { graphql } from '../../../graphql';

/** A refused file (BAD_USER_INPUT, UPLOAD_IN_PROGRESS) is in userErrors; its outcome is an event. */
export const UploadCatalogFileMutation = graphql(`
  mutation UploadCatalogFile($file: File!) {
    uploadCatalogFile(file: $file) {
      accepted
      jobId
      userErrors {
        field
        message
        code
        maybeApplied
      }
    }
  }
`);
