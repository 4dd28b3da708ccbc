import { graphql } from '../../graphql';
import { RouteGuards_viewer } from '../routing/RouteGuards_viewer';
import { Header_viewer } from '../shell/Header_viewer';
import { Sidebar_viewer } from '../shell/Sidebar_viewer';

/** Everything the frame (guards, header, sidebar) needs; sign-in asks for the same fields. */
export const ViewerSession_viewer = graphql(
  `
    fragment ViewerSession_viewer on Viewer {
      id
      locale
      ...RouteGuards_viewer
      ...Header_viewer
      ...Sidebar_viewer
    }
  `,
  [RouteGuards_viewer, Header_viewer, Sidebar_viewer],
);
