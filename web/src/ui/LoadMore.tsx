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
  /** More items follow (a list read by cursor says so itself); by default, while shown < total. */
  hasMore?: boolean;
}

// 'Shown of total', and Load more while more follow.
export function LoadMore({
  shown,
  total,
  loading,
  onLoadMore,
  hasMore = shown < total,
}: LoadMoreProps) {
  const { t } = useTranslation();
  return (
    <StyledFooter>
      <span>{t('common.shownOfTotal', { shown, total })}</span>
      {hasMore ? (
        <Button onClick={onLoadMore} disabled={loading}>
          {loading ? <Spinner /> : null}
          {t('common.loadMore')}
        </Button>
      ) : null}
    </StyledFooter>
  );
}
