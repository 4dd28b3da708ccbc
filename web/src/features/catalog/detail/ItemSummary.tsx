import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { graphql, readFragment, type FragmentOf } from '../../../graphql';
import { BatteryBadge } from '../../../ui/BatteryBadge';
import { GradeBadge } from '../../../ui/GradeBadge';
import { Icon } from '../../../ui/Icon';
import { PageTitle } from '../../../ui/Page';
import { ProductDetails } from '../../../ui/ProductDetails';

export const ItemSummary_item = graphql(`
  fragment ItemSummary_item on CatalogItem {
    name
    url
    grade
    batteryType
    details {
      key
      value
    }
  }
`);

const StyledMeta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[2]};
`;

const StyledExternal = styled.a`
  display: inline-flex;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export function ItemSummary({ item: itemRef }: { item: FragmentOf<typeof ItemSummary_item> }) {
  const { t } = useTranslation();
  const item = readFragment(ItemSummary_item, itemRef);
  return (
    <div>
      <PageTitle>
        {item.name}
        {item.url ? (
          <StyledExternal href={item.url} target="_blank" rel="noreferrer">
            <Icon name="external" size="sm" label={t('catalogDetail.openProduct')} />
          </StyledExternal>
        ) : null}
      </PageTitle>
      <StyledMeta>
        <GradeBadge grade={item.grade} />
        <BatteryBadge batteryType={item.batteryType} long />
      </StyledMeta>
      <ProductDetails details={item.details} />
    </div>
  );
}
