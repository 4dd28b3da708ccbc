import { useEffect } from 'react';
import styled from 'styled-components';
import { useNavigate, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';

const StyledError = styled.div`
  display: grid;
  place-items: center;
  align-content: center;
  gap: ${({ theme }) => theme.space[3]};
  min-height: 60vh;
  padding: ${({ theme }) => theme.space[6]};
  text-align: center;
`;

/** Shown when a route's guard could not reach the server (e.g. the BFF is down). */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  const navigate = useNavigate();
  useEffect(() => {
    console.warn('route failed to load', error);
  }, [error]);
  return (
    <StyledError role="alert">
      <h1>{t('common.errors.somethingWrong')}</h1>
      <Button $variant="primary" onClick={() => void navigate(0)}>
        {t('common.retry')}
      </Button>
    </StyledError>
  );
}
