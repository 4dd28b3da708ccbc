import { graphql } from '../../graphql';
import { ViewerSession_viewer } from './ViewerSession_viewer';

export const ViewerQuery = graphql(
  `
    query ViewerQuery {
      me {
        ...ViewerSession_viewer
      }
    }
  `,
  [ViewerSession_viewer],
);
