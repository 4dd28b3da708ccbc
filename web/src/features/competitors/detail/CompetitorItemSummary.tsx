import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { graphql, readFragment, type FragmentOf } from '../../../graphql';
import { ButtonLink } from '../../../ui/Button';
import { Flag } from '../../../ui/Flag';
import { GradeBadge } from '../../../ui/GradeBadge';
import { Icon } from '../../../ui/Icon';
import { Money } from '../../../ui/Money';
import { PageHeader, PageTitle } from '../../../ui/Page';
import { ProductDetails } from '../../../ui/ProductDetails';

export const CompetitorItemSummary_item = graphql(`
  fragment CompetitorItemSummary_item on CompetitorItemDetail {
    name
    url
    price
    currencySymbol
    grade
    details {
      key
      value
    }
    vendor {
      name
      country
    }
  }
`);

const StyledFacts = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[2]};
`;

const StyledPrice = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledVendor = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Name with an open-link button, price, grade and the extra details. */
export function CompetitorItemSummary({
  item: itemRef,
}: {
  item: FragmentOf<typeof CompetitorItemSummary_item>;
}) {
  const { t } = useTranslation();
  const item = readFragment(CompetitorItemSummary_item, itemRef);
  return (
    <PageHeader>
      <div>
        <PageTitle>{item.name}</PageTitle>
        <StyledFacts>
          <StyledPrice>
            <Money amount={item.price} currencySymbol={item.currencySymbol} />
          </StyledPrice>
          <GradeBadge grade={item.grade} />
          {item.vendor?.name ? (
            <StyledVendor>
              {item.vendor.country ? <Flag country={item.vendor.country} /> : null}
              {item.vendor.name}
            </StyledVendor>
          ) : null}
        </StyledFacts>
        <ProductDetails details={item.details} />
      </div>
      {item.url ? (
        <ButtonLink href={item.url} target="_blank" rel="noreferrer">
          <Icon name="external" size="sm" />
          {t('competitors.item.open')}
        </ButtonLink>
      ) : null}
    </PageHeader>
  );
}
