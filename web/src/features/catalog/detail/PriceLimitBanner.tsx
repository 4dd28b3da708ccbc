import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { graphql, readFragment, type FragmentOf } from '../../../graphql';
import { Icon } from '../../../ui/Icon';

export const PriceLimitBanner_item = graphql(`
  fragment PriceLimitBanner_item on CatalogItem {
    priceLimit
  }
`);

const StyledBanner = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border: ${({ theme }) => theme.borders.warning};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.warningSoft};
  color: ${({ theme }) => theme.colors.warning};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

/** The price limit state is computed by the BFF (priceLimit); this only words it. */
export function PriceLimitBanner({
  item: itemRef,
}: {
  item: FragmentOf<typeof PriceLimitBanner_item>;
}) {
  const { t } = useTranslation();
  const { priceLimit } = readFragment(PriceLimitBanner_item, itemRef);
  if (priceLimit === 'NONE') return null;
  return (
    <StyledBanner role="status">
      <Icon name="alert" />
      {priceLimit === 'MIN' ? t('catalogDetail.priceLimit.min') : t('catalogDetail.priceLimit.max')}
    </StyledBanner>
  );
}
