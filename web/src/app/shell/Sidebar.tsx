import type { ReactNode } from 'react';
import styled from 'styled-components';
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { readFragment, type FragmentOf } from '../../graphql';
import { Sidebar_viewer } from './sidebar-viewer';
import { Flag } from '../../ui/Flag';
import { Icon, type IconName } from '../../ui/Icon';

const StyledSidebar = styled.nav<{ $open: boolean }>`
  position: fixed;
  inset: 0 auto 0 0;
  z-index: ${({ theme }) => theme.zIndex.sidebar};
  width: ${({ theme }) => theme.sizes.sidebar};
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.colors.sidebar};
  color: ${({ theme }) => theme.colors.sidebarText};
  overflow-y: auto;
  transition: transform ${({ theme }) => theme.transitions.normal};

  /* Small screens: off-canvas below the header, so the header's close button stays in reach. */
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    top: ${({ theme }) => theme.sizes.header};
    transform: translateX(${({ $open }) => ($open ? '0' : '-100%')});
    box-shadow: ${({ theme, $open }) => ($open ? theme.shadows.lg : 'none')};

    /* The landmark stays; its links are out of the tab order while it is slid out. */
    & > * {
      visibility: ${({ $open }) => ($open ? 'visible' : 'hidden')};
      transition: visibility 0s linear ${({ $open }) => ($open ? '0s' : '200ms')};
    }
  }

  /* No slide for those who asked their system for less motion. */
  @media (prefers-reduced-motion: reduce) {
    &,
    & > * {
      transition: none;
    }
  }
`;

const StyledBrand = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  height: ${({ theme }) => theme.sizes.header};
  padding: 0 ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.sidebarTextActive};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: -0.01em;

  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    display: none;
  }
`;

const StyledMark = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.sizes.controlSm};
  height: ${({ theme }) => theme.sizes.controlSm};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary};
`;

const StyledGroup = styled.div`
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[2]};
`;

const StyledGroupTitle = styled.h2`
  margin: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.sidebarGroup};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-transform: uppercase;
  letter-spacing: 0.06em;
`;

const StyledList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[0]};
`;

const StyledLink = styled(NavLink)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.sidebarText};
  font-size: ${({ theme }) => theme.fontSizes.md};
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.colors.sidebarActive};
    color: ${({ theme }) => theme.colors.sidebarTextActive};
    text-decoration: none;
  }
  &.active {
    background: ${({ theme }) => theme.colors.sidebarActive};
    color: ${({ theme }) => theme.colors.sidebarTextActive};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

const StyledLabel = styled.span`
  flex: 1;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const StyledCount = styled.span`
  min-width: ${({ theme }) => theme.sizes.badge};
  padding: 0 ${({ theme }) => theme.space[1]};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.textInverse};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-align: center;
  line-height: ${({ theme }) => theme.sizes.badge};
`;

const StyledFooter = styled.div`
  margin-top: auto;
  padding: ${({ theme }) => theme.space[2]};
  border-top: ${({ theme }) => theme.borders.default};
  border-top-color: ${({ theme }) => theme.colors.sidebarActive};
`;

const StyledSupport = styled.a`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.sidebarText};
  font-size: ${({ theme }) => theme.fontSizes.md};

  &:hover {
    background: ${({ theme }) => theme.colors.sidebarActive};
    color: ${({ theme }) => theme.colors.sidebarTextActive};
    text-decoration: none;
  }
`;

function SidebarLink({
  to,
  icon,
  label,
  trailing,
}: {
  to: string;
  icon?: IconName;
  label: string;
  trailing?: ReactNode;
}) {
  return (
    <li>
      <StyledLink to={to}>
        {icon ? <Icon name={icon} size="sm" /> : null}
        <StyledLabel>{label}</StyledLabel>
        {trailing}
      </StyledLink>
    </li>
  );
}

export interface SidebarProps {
  viewer: FragmentOf<typeof Sidebar_viewer>;
  open: boolean;
  id: string;
}

export function Sidebar({ viewer: viewerRef, open, id }: SidebarProps) {
  const { t } = useTranslation();
  const viewer = readFragment(Sidebar_viewer, viewerRef);

  return (
    <StyledSidebar id={id} $open={open} aria-label={t('sidebar.label')}>
      <StyledBrand>
        <StyledMark>
          <Icon name="tag" size="sm" />
        </StyledMark>
        {t('app.name')}
      </StyledBrand>

      {viewer.access.catalog ? <CatalogGroup notificationCount={viewer.notificationCount} /> : null}

      {viewer.categories.length > 0 ? (
        <StyledGroup>
          <StyledGroupTitle>{t('sidebar.prices.title')}</StyledGroupTitle>
          <StyledList>
            {viewer.categories.map((category) => (
              <SidebarLink
                key={category.id}
                to={`/dashboard/prices/${category.id}`}
                icon="tag"
                label={t(`categories.${category.name.toLowerCase()}`, {
                  defaultValue: category.name,
                })}
              />
            ))}
          </StyledList>
        </StyledGroup>
      ) : null}

      {viewer.access.resell || viewer.access.buyback ? (
        <StrategiesGroup resell={viewer.access.resell} buyback={viewer.access.buyback} />
      ) : null}

      {viewer.vendors.length > 0 ? (
        <StyledGroup>
          <StyledGroupTitle>{t('sidebar.competitors')}</StyledGroupTitle>
          <StyledList>
            {viewer.vendors.map((vendor) => (
              <li key={vendor.id}>
                <StyledLink to={`/dashboard/competitors/${vendor.id}`}>
                  <Flag country={vendor.country} />
                  <StyledLabel>{vendor.name}</StyledLabel>
                </StyledLink>
              </li>
            ))}
          </StyledList>
        </StyledGroup>
      ) : null}

      <StyledFooter>
        <StyledSupport href={`mailto:${viewer.supportEmail}`}>
          <Icon name="help" size="sm" />
          {t('sidebar.support')}
        </StyledSupport>
      </StyledFooter>
    </StyledSidebar>
  );
}

/** The catalog (with the count of its notifications) and the repricing log. */
function CatalogGroup({ notificationCount }: { notificationCount: number }) {
  const { t } = useTranslation();
  return (
    <StyledGroup>
      <StyledList>
        <SidebarLink
          to="/dashboard/catalog"
          icon="box"
          label={t('sidebar.catalog')}
          trailing={
            notificationCount > 0 ? (
              <StyledCount aria-label={t('sidebar.notifications', { count: notificationCount })}>
                {notificationCount}
              </StyledCount>
            ) : null
          }
        />
        <SidebarLink to="/dashboard/log" icon="list" label={t('sidebar.log')} />
      </StyledList>
    </StyledGroup>
  );
}

/** The strategies the account may set: resell, trade-in, or both. */
function StrategiesGroup({ resell, buyback }: { resell: boolean; buyback: boolean }) {
  const { t } = useTranslation();
  return (
    <StyledGroup>
      <StyledGroupTitle>{t('sidebar.strategies.title')}</StyledGroupTitle>
      <StyledList>
        {resell ? (
          <SidebarLink
            to="/dashboard/strategies/resell"
            icon="target"
            label={t('sidebar.strategies.resell')}
          />
        ) : null}
        {buyback ? (
          <SidebarLink
            to="/dashboard/strategies/buyback"
            icon="target"
            label={t('sidebar.strategies.buyback')}
          />
        ) : null}
      </StyledList>
    </StyledGroup>
  );
}
