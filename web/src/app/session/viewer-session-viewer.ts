import { graphql } from '../../graphql';
import { RouteGuards_viewer } from '../routing/route-guards-viewer';
import { Header_viewer } from '../shell/header-viewer';
import { Sidebar_viewer } from '../shell/sidebar-viewer';

/** Everything the frame (guards, header, sidebar) needs; sign-in asks for the same fields. */
export const ViewerSession_viewer = graphql(
  `
    fragment ViewerSession_viewer on Viewer {
      id
      preferredLocale
      ...RouteGuards_viewer
      ...Header_viewer
      ...Sidebar_viewer
    }
  `,
  [RouteGuards_viewer, Header_viewer, Sidebar_viewer],
);
