import styled from 'styled-components';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

const StyledNotFound = styled.div`
  display: grid;
  place-items: center;
  align-content: center;
  gap: ${({ theme }) => theme.space[3]};
  min-height: 60vh;
  padding: ${({ theme }) => theme.space[6]};
  text-align: center;
`;

const StyledCode = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

// An unknown path shows this page with a way home, never a blank screen.
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <StyledNotFound>
      <StyledCode>404</StyledCode>
      <h1>{t('notFound.title')}</h1>
      <StyledText>{t('notFound.text')}</StyledText>
      <Link to="/">{t('notFound.home')}</Link>
    </StyledNotFound>
  );
}
