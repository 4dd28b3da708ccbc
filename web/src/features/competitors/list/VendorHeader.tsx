import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { graphql, readFragment, type FragmentOf } from '../../../graphql';
import { formatDateTime } from '../../../format/format-date';
import { Flag } from '../../../ui/Flag';
import { PageHeader, PageSubtitle, PageTitle } from '../../../ui/Page';

export const VendorHeader_vendor = graphql(`
  fragment VendorHeader_vendor on Vendor {
    id
    name
    country
    category {
      id
      name
      slug
    }
  }
`);

const StyledFacts = styled(PageSubtitle)`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[4]};
`;

export interface VendorHeaderProps {
  vendor: FragmentOf<typeof VendorHeader_vendor>;
  totalCount: number;
  lastUpdate: string | null;
}

/** Vendor name and flag, total listings, watched category and last update. */
export function VendorHeader({ vendor: vendorRef, totalCount, lastUpdate }: VendorHeaderProps) {
  const { t, i18n } = useTranslation();
  const vendor = readFragment(VendorHeader_vendor, vendorRef);
  return (
    <PageHeader>
      <div>
        <PageTitle>
          <Flag country={vendor.country} />
          {vendor.name}
        </PageTitle>
        <StyledFacts>
          <span>{t('competitors.total', { count: totalCount })}</span>
          {vendor.category ? (
            <span>
              {t('competitors.category', {
                category: t(`categories.${vendor.category.slug}`, {
                  defaultValue: vendor.category.name,
                }),
              })}
            </span>
          ) : null}
          {lastUpdate ? (
            <span>
              {t('common.updatedAt', { date: formatDateTime(lastUpdate, i18n.language) })}
            </span>
          ) : null}
        </StyledFacts>
      </div>
    </PageHeader>
  );
}
