import { graphql } from '../../graphql';
import { ViewerSession_viewer } from '../../app/session/ViewerSession_viewer';

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
