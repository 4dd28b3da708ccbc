import { graphql } from '../../graphql';

/** What the sidebar's groups, links and badge need of the viewer. */
export const Sidebar_viewer = graphql(`
  fragment Sidebar_viewer on Viewer {
    notificationCount
    supportEmail
    access {
      catalog
      resell
      buyback
      competitors
    }
    categories {
      id
      name
    }
    vendors {
      id
      name
      country
    }
  }
`);
