import { graphql } from '../../graphql';
import { ViewerSession_viewer } from './viewer-session-viewer';

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
