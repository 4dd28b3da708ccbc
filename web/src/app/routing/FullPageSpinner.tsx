import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../ui/Spinner';

const StyledFullPage = styled.div`
  display: grid;
  place-items: center;
  align-content: center;
  gap: ${({ theme }) => theme.space[4]};
  min-height: 100vh;
  color: ${({ theme }) => theme.colors.primary};
`;

const StyledMark = styled.svg`
  display: block;
`;

/**
 * The first screen's loading state. It looks exactly like the splash in index.html (the brand mark,
 * drawn like the favicon, over a ring), which it replaces, so the page does not change while the
 * scripts take over.
 */
export function FullPageSpinner() {
  const { t } = useTranslation();
  return (
    <StyledFullPage role="status" aria-label={t('common.loading')}>
      <StyledMark width="40" height="40" viewBox="0 0 32 32" aria-hidden>
        <rect width="32" height="32" rx="8" fill="currentColor" />
        <path
          d="M9 20l5-8 4 5 5-7"
          stroke="#fff"
          strokeWidth="3"
          fill="none"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </StyledMark>
      <Spinner />
    </StyledFullPage>
  );
}
