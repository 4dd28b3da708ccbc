import { graphql } from '../../graphql';
import { ViewerSession_viewer } from '../../app/session/viewer-session-viewer';

/** A refusal (wrong credentials, two-factor, too many attempts) is in userErrors. */
export const SignInMutation = graphql(
  `
    mutation SignIn($input: SignInInput!) {
      signIn(input: $input) {
        viewer {
          ...ViewerSession_viewer
        }
        userErrors {
          field
          message
          code
          retryAfterSeconds
        }
      }
    }
  `,
  [ViewerSession_viewer],
);
