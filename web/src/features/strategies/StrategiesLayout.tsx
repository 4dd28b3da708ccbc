import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { graphql, readFragment, type FragmentOf } from '../../graphql';
import { InlineError } from '../../ui/InlineError';
import { MoreDataNotice } from '../../ui/MoreDataNotice';
import { Page, PageHeader, PageSubtitle, PageTitle } from '../../ui/Page';
import { Skeleton } from '../../ui/Skeleton';
import { StrategyNotes } from './StrategyNotes';

const StyledCards = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 520px), 1fr));
  gap: ${({ theme }) => theme.space[4]};
  align-items: start;
`;

/** What the layout shows of the viewer: the store's notes and whether to offer more data. */
export const StrategiesLayout_viewer = graphql(`
  fragment StrategiesLayout_viewer on Viewer {
    supportEmail
    strategyNotes
    access {
      resell
      buyback
    }
  }
`);

export interface StrategiesLayoutProps {
  title: string;
  subtitle: string;
  viewer: FragmentOf<typeof StrategiesLayout_viewer> | null;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  children: ReactNode;
}

/** What both strategies screens share: title, store notes, the contact notice and the cards. */
export function StrategiesLayout({
  title,
  subtitle,
  viewer: viewerRef,
  loading,
  failed,
  onRetry,
  children,
}: StrategiesLayoutProps) {
  const { t } = useTranslation();
  const viewer = viewerRef ? readFragment(StrategiesLayout_viewer, viewerRef) : null;
  return (
    <Page>
      <PageHeader>
        <div>
          <PageTitle>{title}</PageTitle>
          <PageSubtitle>{subtitle}</PageSubtitle>
        </div>
      </PageHeader>
      {loading && !viewer ? <Skeleton /> : null}
      {failed && !viewer ? <InlineError onRetry={onRetry} /> : null}
      {viewer ? (
        <>
          <StrategyNotes notes={viewer.strategyNotes} />
          {!viewer.access.resell || !viewer.access.buyback ? (
            <MoreDataNotice lead={t('strategies.moreData')} supportEmail={viewer.supportEmail} />
          ) : null}
          <StyledCards>{children}</StyledCards>
        </>
      ) : null}
    </Page>
  );
}
