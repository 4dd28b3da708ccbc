import type { Ref } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { readFragment, type FragmentOf } from '../../graphql';
import { Header_viewer } from './header-viewer';
import { IconButton } from '../../ui/IconButton';
import { ProfileMenu } from './ProfileMenu';

const StyledHeader = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.dropdown};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  height: ${({ theme }) => theme.sizes.header};
  padding: 0 ${({ theme }) => theme.space[6]};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: ${({ theme }) => theme.borders.default};

  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    z-index: ${({ theme }) => theme.zIndex.mobileHeader};
    padding: 0 ${({ theme }) => theme.space[3]};
  }
`;

const StyledMenuButton = styled.div`
  display: none;

  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    display: block;
  }
`;

const StyledStoreName = styled.div`
  flex: 1;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

export interface HeaderProps {
  /** Null until a profile is loaded: the profile area stays hidden. */
  viewer: FragmentOf<typeof Header_viewer> | null;
  sidebarOpen: boolean;
  sidebarId: string;
  /** The menu button, which gets the focus back when the small-screen sidebar closes. */
  menuButtonRef?: Ref<HTMLButtonElement>;
  onToggleSidebar: () => void;
  onLogout: () => void;
}

export function Header({
  viewer: viewerRef,
  sidebarOpen,
  sidebarId,
  menuButtonRef,
  onToggleSidebar,
  onLogout,
}: HeaderProps) {
  const { t } = useTranslation();
  const viewer = viewerRef ? readFragment(Header_viewer, viewerRef) : null;
  return (
    <StyledHeader>
      <StyledMenuButton>
        <IconButton
          ref={menuButtonRef}
          icon={sidebarOpen ? 'close' : 'menu'}
          label={sidebarOpen ? t('header.closeMenu') : t('header.openMenu')}
          aria-expanded={sidebarOpen}
          aria-controls={sidebarId}
          onClick={onToggleSidebar}
        />
      </StyledMenuButton>
      <StyledStoreName>{viewer?.displayName}</StyledStoreName>
      {viewer ? <ProfileMenu name={viewer.name} email={viewer.email} onLogout={onLogout} /> : null}
    </StyledHeader>
  );
}
