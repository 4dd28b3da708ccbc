import { graphql } from '../../../graphql';

export const UploadCatalogMutation = graphql(`
  mutation UploadCatalog($file: File!) {
    uploadCatalog(file: $file)
  }
`);
