import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Button } from './Button';
import { Icon } from './Icon';

const StyledInlineError = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border: ${({ theme }) => theme.borders.default};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledMessage = styled.span`
  flex: 1;
`;

// A failed load is quiet but never blank, and can be retried in place.
export function InlineError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <StyledInlineError role="alert">
      <Icon name="alert" />
      <StyledMessage>{t('common.errors.loadFailed')}</StyledMessage>
      <Button $size="sm" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </StyledInlineError>
  );
}
