import { graphql } from '../../graphql';
import { ViewerSession_viewer } from '../../app/session/viewer-session-viewer';

export const SignInMutation = graphql(
  `
    mutation SignIn($email: String!, $password: String!) {
      login(email: $email, password: $password) {
        ...ViewerSession_viewer
      }
    }
  `,
  [ViewerSession_viewer],
);
