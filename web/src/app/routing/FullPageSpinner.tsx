import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../ui/Spinner';

const StyledFullPage = styled.div`
  display: grid;
  place-items: center;
  min-height: 100vh;
  color: ${({ theme }) => theme.colors.primary};
`;

export function FullPageSpinner() {
  const { t } = useTranslation();
  return (
    <StyledFullPage role="status" aria-label={t('common.loading')}>
      <Spinner />
    </StyledFullPage>
  );
}
