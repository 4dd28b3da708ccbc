import { graphql } from '../../graphql';

/** What the route guards and redirects read from the signed-in viewer. */
export const RouteGuards_viewer = graphql(`
  fragment RouteGuards_viewer on Viewer {
    access {
      catalog
      resell
      buyback
      competitors
    }
    categories {
      id
    }
    vendors {
      id
    }
  }
`);
