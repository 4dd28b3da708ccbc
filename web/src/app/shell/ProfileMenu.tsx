import { useCallback, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Icon } from '../../ui/Icon';
import { Popover, PopoverAnchor } from '../../ui/Popover';
import { useOutsideClick } from '../../ui/use-outside-click';
import { rememberChosenLocale } from '../i18n/chosen-locale';
import { SUPPORTED_LOCALES, type SupportedLocale } from '../i18n/supported-locales';

const StyledTrigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  height: ${({ theme }) => theme.sizes.control};
  padding: 0 ${({ theme }) => theme.space[2]};
  border: ${({ theme }) => theme.borders.transparent};
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

const StyledAvatar = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.sizes.controlSm};
  height: ${({ theme }) => theme.sizes.controlSm};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledName = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.medium};

  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    display: none;
  }
`;

const StyledMenu = styled(Popover)`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[2]};
`;

const StyledIdentity = styled.div`
  padding: ${({ theme }) => theme.space[2]};
  border-bottom: ${({ theme }) => theme.borders.default};
  margin-bottom: ${({ theme }) => theme.space[1]};

  strong {
    display: block;
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const StyledSectionLabel = styled.div`
  padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  text-transform: uppercase;
  letter-spacing: 0.06em;
`;

const StyledItem = styled.button`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  width: 100%;
  padding: ${({ theme }) => theme.space[2]};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  text-align: left;
  font-size: ${({ theme }) => theme.fontSizes.md};
  cursor: pointer;

  &:hover,
  &:focus-visible {
    outline: none;
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
  &[aria-checked='true'] {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

const StyledCheck = styled.span`
  display: inline-flex;
  width: ${({ theme }) => theme.sizes.iconSm};
`;

export interface ProfileMenuProps {
  name: string;
  email: string;
  onLogout: () => void;
}

export function ProfileMenu({ name, email, onLogout }: ProfileMenuProps) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const anchor = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const close = useCallback(() => setOpen(false), []);
  const navigate = useNavigate();
  useOutsideClick(anchor, open, close);

  function chooseLocale(locale: SupportedLocale) {
    rememberChosenLocale(locale);
    void i18n.changeLanguage(locale);
    close();
  }

  return (
    <PopoverAnchor ref={anchor}>
      <StyledTrigger
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen(!open)}
      >
        <StyledAvatar aria-hidden>{name.slice(0, 1).toUpperCase()}</StyledAvatar>
        <StyledName>{name}</StyledName>
        <Icon name="chevronDown" size="sm" label={t('header.profileMenu')} />
      </StyledTrigger>
      {open ? (
        <StyledMenu id={menuId} role="menu" $align="end" aria-label={t('header.profileMenu')}>
          <StyledIdentity>
            <strong>{name}</strong>
            <span>{email}</span>
          </StyledIdentity>
          <StyledSectionLabel>{t('header.language')}</StyledSectionLabel>
          {SUPPORTED_LOCALES.map((locale) => (
            <StyledItem
              key={locale}
              role="menuitemradio"
              aria-checked={i18n.language === locale}
              onClick={() => chooseLocale(locale)}
            >
              <StyledCheck>
                {i18n.language === locale ? <Icon name="check" size="sm" /> : null}
              </StyledCheck>
              {t(`header.languages.${locale}`)}
            </StyledItem>
          ))}
          <StyledItem
            role="menuitem"
            onClick={() => {
              close();
              void navigate('/dashboard/jobs');
            }}
          >
            <Icon name="list" size="sm" />
            {t('header.recentJobs')}
          </StyledItem>
          <StyledItem
            role="menuitem"
            onClick={() => {
              close();
              void navigate('/dashboard/settings/api-tokens');
            }}
          >
            <Icon name="key" size="sm" />
            {t('header.apiTokens')}
          </StyledItem>
          <StyledItem role="menuitem" onClick={onLogout}>
            <Icon name="logout" size="sm" />
            {t('header.logout')}
          </StyledItem>
        </StyledMenu>
      ) : null}
    </PopoverAnchor>
  );
}
