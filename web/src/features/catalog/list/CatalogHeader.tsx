import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { graphql, readFragment, type FragmentOf } from '../../../graphql';
import { Badge } from '../../../ui/Badge';
import { ButtonLink } from '../../../ui/Button';
import { Icon } from '../../../ui/Icon';
import { PageHeader, PageSubtitle, PageTitle } from '../../../ui/Page';
import { integrationTypeLabel, repricingModeLabel } from '../../../ui/upstream-labels';
import { CatalogUploadOutcome } from '../upload/CatalogUploadOutcome';
import { useCatalogUploadOutcome } from '../upload/upload-outcome';
import { CatalogUploadWidget } from './CatalogUploadWidget';

export const CatalogHeader_viewer = graphql(`
  fragment CatalogHeader_viewer on Viewer {
    configuration {
      integrationActive
      integrationType
      repricingMode
      googleFeedUrl
    }
    access {
      dryRun
      manualUpload
      catalogDownload
    }
  }
`);

const StyledActions = styled.div`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const StyledStatus = styled.span<{ $active: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};

  &::before {
    content: '';
    width: ${({ theme }) => theme.space[2]};
    height: ${({ theme }) => theme.space[2]};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme, $active }) => ($active ? theme.colors.success : theme.colors.textSubtle)};
  }
`;

const StyledSubtitleParts = styled(PageSubtitle)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
`;

export interface CatalogHeaderProps {
  viewer: FragmentOf<typeof CatalogHeader_viewer>;
  onUploadProcessed: () => void;
}

export function CatalogHeader({ viewer: viewerRef, onUploadProcessed }: CatalogHeaderProps) {
  const { t } = useTranslation();
  const viewer = readFragment(CatalogHeader_viewer, viewerRef);
  const { configuration, access } = viewer;
  const uploadOutcome = useCatalogUploadOutcome();
  return (
    <PageHeader>
      <div>
        <PageTitle>
          {t('catalog.title')}
          {access.dryRun ? <Badge $tone="warning">{t('catalog.dryRun')}</Badge> : null}
        </PageTitle>
        <StyledSubtitleParts>
          <StyledStatus $active={configuration.integrationActive}>
            {configuration.integrationActive
              ? t('catalog.integration.active')
              : t('catalog.integration.inactive')}
          </StyledStatus>
          {configuration.integrationType ? (
            <span>
              {t('catalog.integration.type', {
                type: integrationTypeLabel(t, configuration.integrationType),
              })}
            </span>
          ) : null}
          {configuration.repricingMode ? (
            <span>
              {t('catalog.integration.repricingMode', {
                mode: repricingModeLabel(t, configuration.repricingMode),
              })}
            </span>
          ) : null}
          {configuration.googleFeedUrl ? (
            <a href={configuration.googleFeedUrl} target="_blank" rel="noreferrer">
              {t('catalog.integration.feed')} <Icon name="external" size="sm" />
            </a>
          ) : null}
        </StyledSubtitleParts>
      </div>
      <StyledActions>
        {access.manualUpload ? (
          <CatalogUploadWidget onProcessed={onUploadProcessed} outcome={uploadOutcome} />
        ) : null}
        {access.catalogDownload ? (
          <ButtonLink href="/catalog/export" download>
            <Icon name="download" size="sm" />
            {t('catalog.download')}
          </ButtonLink>
        ) : null}
      </StyledActions>
      {access.manualUpload ? <CatalogUploadOutcome state={uploadOutcome} /> : null}
    </PageHeader>
  );
}
