import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { graphql, readFragment, type FragmentOf } from '../../../graphql';
import { BatteryBadge } from '../../../ui/BatteryBadge';
import { GradeBadge } from '../../../ui/GradeBadge';
import { Icon } from '../../../ui/Icon';
import { PageTitle } from '../../../ui/Page';
import { detailKeyLabel, detailValueLabel } from '../../../ui/upstream-labels';

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

const StyledDetails = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[4]};
  margin: ${({ theme }) => theme.space[3]} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.md};

  div {
    display: flex;
    gap: ${({ theme }) => theme.space[1]};
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
  }
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
      {item.details.length > 0 ? (
        <StyledDetails>
          {item.details.map((pair) => (
            <div key={pair.key}>
              <dt>{detailKeyLabel(t, pair.key)}</dt>
              <dd>{detailValueLabel(t, pair.key, pair.value)}</dd>
            </div>
          ))}
        </StyledDetails>
      ) : null}
    </div>
  );
}
