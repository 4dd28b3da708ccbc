import styled from 'styled-components';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { graphql, readFragment, type FragmentOf } from '../../../graphql';
import { Card, CardHeader, CardTitle } from '../../../ui/Card';
import { EmptyState } from '../../../ui/EmptyState';
import { GradeBadge } from '../../../ui/GradeBadge';

export const CompetitorsByGrade_item = graphql(`
  fragment CompetitorsByGrade_item on CatalogItem {
    competitorsByGrade {
      grade
      counter
      catalogItemId
    }
  }
`);

const StyledList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;

  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[3]};
    padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
    border-bottom: ${({ theme }) => theme.borders.default};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  li:last-child {
    border-bottom: 0;
  }
`;

const StyledCount = styled.span`
  flex: 1;
`;

export function CompetitorsByGrade({
  item: itemRef,
}: {
  item: FragmentOf<typeof CompetitorsByGrade_item>;
}) {
  const { t } = useTranslation();
  const { competitorsByGrade } = readFragment(CompetitorsByGrade_item, itemRef);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('catalogDetail.competitors.title')}</CardTitle>
      </CardHeader>
      {competitorsByGrade.length === 0 ? (
        <EmptyState title={t('catalogDetail.competitors.empty')} />
      ) : (
        <StyledList>
          {competitorsByGrade.map((entry) => (
            <li key={entry.grade}>
              <GradeBadge grade={entry.grade} />
              <StyledCount>
                {t('catalogDetail.competitors.count', { count: entry.counter })}
              </StyledCount>
              {entry.catalogItemId ? (
                <Link to={`/dashboard/catalog/${entry.catalogItemId}`}>
                  {t('catalogDetail.competitors.open')}
                </Link>
              ) : null}
            </li>
          ))}
        </StyledList>
      )}
    </Card>
  );
}
