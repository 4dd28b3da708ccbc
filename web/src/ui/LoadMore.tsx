import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Button } from './Button';
import { Spinner } from './Spinner';

const StyledFooter = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-top: ${({ theme }) => theme.borders.default};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

export interface LoadMoreProps {
  shown: number;
  total: number;
  loading: boolean;
  onLoadMore: () => void;
}

// 'Shown of total', and Load more while fewer are shown than exist.
export function LoadMore({ shown, total, loading, onLoadMore }: LoadMoreProps) {
  const { t } = useTranslation();
  return (
    <StyledFooter>
      <span>{t('common.shownOfTotal', { shown, total })}</span>
      {shown < total ? (
        <Button onClick={onLoadMore} disabled={loading}>
          {loading ? <Spinner /> : null}
          {t('common.loadMore')}
        </Button>
      ) : null}
    </StyledFooter>
  );
}
