import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useApolloClient, useMutation, useQuery } from '@apollo/client';
import { useTranslation } from 'react-i18next';
import { readFragment } from '../../graphql';
import { readChosenLocale } from '../i18n/chosen-locale';
import { toSupportedLocale } from '../i18n/supported-locales';
import { signOutLocally } from '../session/sign-out-locally';
import { ViewerQuery } from '../session/viewer-query';
import { ViewerSession_viewer } from '../session/viewer-session-viewer';
import { Header } from './Header';
import { LogoutMutation } from './logout-mutation';
import { Sidebar } from './Sidebar';

const StyledMain = styled.div`
  margin-left: ${({ theme }) => theme.sizes.sidebar};
  min-height: 100%;
  display: flex;
  flex-direction: column;

  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    margin-left: 0;
  }
`;

const StyledContent = styled.main`
  flex: 1;
  padding: ${({ theme }) => theme.space[6]};
  min-width: 0;

  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    padding: ${({ theme }) => theme.space[3]};
  }
`;

const StyledOverlay = styled.div`
  display: none;

  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    display: block;
    position: fixed;
    inset: 0;
    top: ${({ theme }) => theme.sizes.header};
    z-index: ${({ theme }) => theme.zIndex.overlay};
    background: ${({ theme }) => theme.colors.overlay};
  }
`;

/** The dashboard frame: header, sidebar and the current screen. */
export function Shell() {
  const { i18n } = useTranslation();
  const client = useApolloClient();
  const navigate = useNavigate();
  const location = useLocation();
  const sidebarId = useId();
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const { data } = useQuery(ViewerQuery);
  const [logout] = useMutation(LogoutMutation);
  const session = data?.me ? readFragment(ViewerSession_viewer, data.me) : null;

  // The small-screen sidebar closes once a link in it has been followed.
  useEffect(() => setSidebarOpen(false), [location.pathname]);

  // Open: the focus moves into the sidebar; Escape closes it and gives the focus back.
  useEffect(() => {
    if (!sidebarOpen) return;
    document.getElementById(sidebarId)?.querySelector<HTMLElement>('a[href]')?.focus();
    function closeOnEscape(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      setSidebarOpen(false);
      menuButton.current?.focus();
    }
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [sidebarOpen, sidebarId]);

  // A revalidation that finds no session (expired cookie, signed out elsewhere) ends this one.
  const signedOut = data !== undefined && data.me === null;
  useEffect(() => {
    if (!signedOut) return;
    void signOutLocally(client).then(() => navigate('/', { replace: true }));
  }, [signedOut, client, navigate]);

  // The profile's language applies unless one was chosen on this device.
  const profileLocale = session?.preferredLocale;
  useEffect(() => {
    if (!profileLocale || readChosenLocale()) return;
    const locale = toSupportedLocale(profileLocale);
    if (i18n.language !== locale) void i18n.changeLanguage(locale);
  }, [profileLocale, i18n]);

  async function handleLogout() {
    try {
      await logout();
    } catch {
      // The server session may already be gone; this device signs out either way.
    }
    await signOutLocally(client);
    await navigate('/', { replace: true });
  }

  return (
    <>
      {session ? <Sidebar viewer={session} open={sidebarOpen} id={sidebarId} /> : null}
      {sidebarOpen ? <StyledOverlay aria-hidden onClick={() => setSidebarOpen(false)} /> : null}
      <StyledMain>
        <Header
          viewer={session}
          sidebarOpen={sidebarOpen}
          sidebarId={sidebarId}
          menuButtonRef={menuButton}
          onToggleSidebar={() => setSidebarOpen(!sidebarOpen)}
          onLogout={() => void handleLogout()}
        />
        <StyledContent>
          <Outlet />
        </StyledContent>
      </StyledMain>
    </>
  );
}
