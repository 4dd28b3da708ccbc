import { graphql } from '../../graphql';

/** What the header (store or profile name, profile menu) shows of the viewer. */
export const Header_viewer = graphql(`
  fragment Header_viewer on Viewer {
    name
    email
    displayName
  }
`);
