import styled, { createGlobalStyle } from 'styled-components';
import { useTranslation } from 'react-i18next';

const bannerHeight = '2.25rem';

const StyledBanner = styled.div`
  position: fixed;
  inset: auto 0 0 0;
  z-index: ${({ theme }) => theme.zIndex.sidebar + 1};
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: ${bannerHeight};
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  background: ${({ theme }) => theme.colors.warningSoft};
  border-top: ${({ theme }) => theme.borders.warning};
  color: ${({ theme }) => theme.colors.warning};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: center;
`;

/** Keeps the end of every page clear of the banner. */
const ReserveBannerSpace = createGlobalStyle`
  body {
    padding-bottom: ${bannerHeight};
  }
`;

/**
 * True when the BFF serves this deployment as a public demo (DEMO=1): it marks the page's
 * <html> element with `data-demo`, so the banner needs no request of its own.
 */
export function isPublicDemo(): boolean {
  return document.documentElement.dataset.demo === 'true';
}

/** On every page of a public demo: sample data, public accounts, nothing private. */
export function DemoBanner() {
  const { t } = useTranslation();
  if (!isPublicDemo()) return null;
  return (
    <>
      <ReserveBannerSpace />
      <StyledBanner role="note">{t('app.demoBanner')}</StyledBanner>
    </>
  );
}
