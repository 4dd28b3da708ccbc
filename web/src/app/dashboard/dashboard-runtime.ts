import type { SessionViewer } from '../session/stored-viewer';
import type { DashboardSession, DashboardSessionOptions } from './dashboard-session';

/**
 * The entry's handle on the dashboard's data layer (Apollo Client, the session's cache, guards'
 * viewer). Nothing of it is downloaded until a dashboard route asks for it, so the sign-in screen
 * carries neither Apollo nor graphql-js.
 */
export interface DashboardRuntime {
  /** Loads and starts the session on first call; the same session afterwards. */
  load: () => Promise<DashboardSession>;
  /** The started session, if any. Dashboard routes render after their guards, which load it. */
  current: () => DashboardSession | undefined;
  /** Sign-in answered this profile: the session starts from it, or takes it if already running. */
  signedIn: (viewer: SessionViewer) => void;
}

export function createDashboardRuntime(
  options: Omit<DashboardSessionOptions, 'signedInViewer'>,
): DashboardRuntime {
  let loading: Promise<DashboardSession> | undefined;
  let session: DashboardSession | undefined;
  let signedInViewer: SessionViewer | undefined;

  return {
    load() {
      loading ??= import('./dashboard-session').then(
        ({ createDashboardSession }) => {
          session = createDashboardSession({ ...options, signedInViewer });
          signedInViewer = undefined;
          return session;
        },
        (error: unknown) => {
          // A failed download (offline, a new deployment) may be retried by the next navigation.
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
    current: () => session,
    signedIn(viewer) {
      if (session) session.adoptSignedInViewer(viewer);
      else signedInViewer = viewer;
    },
  };
}
