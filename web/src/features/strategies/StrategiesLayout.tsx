import { Fragment, type ReactNode } from 'react';
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

/** A category the seller sells in: one strategy card each. */
export interface StrategyCategory {
  id: string;
  name: string;
  slug: string;
}

export interface StrategiesLayoutProps<Strategy extends { category: { id: string } }> {
  title: string;
  subtitle: string;
  /** The viewer with its categories, null until the screen's query has answered. */
  viewer:
    | (FragmentOf<typeof StrategiesLayout_viewer> & { categories: readonly StrategyCategory[] })
    | null;
  /** The screen's saved strategies, at most one per category. */
  strategies: readonly Strategy[];
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  /** A category's card, with its saved strategy (null when it has none yet). */
  renderCard: (category: StrategyCategory, strategy: Strategy | null) => ReactNode;
}

/** What both strategies screens share: title, store notes, the contact notice and the cards. */
export function StrategiesLayout<Strategy extends { category: { id: string } }>({
  title,
  subtitle,
  viewer: viewerRef,
  strategies,
  loading,
  failed,
  onRetry,
  renderCard,
}: StrategiesLayoutProps<Strategy>) {
  const { t } = useTranslation();
  const viewer = viewerRef ? readFragment(StrategiesLayout_viewer, viewerRef) : null;
  const categories = viewerRef?.categories ?? [];
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
          <StyledCards>
            {categories.map((category) => (
              <Fragment key={category.id}>
                {renderCard(
                  category,
                  strategies.find((strategy) => strategy.category.id === category.id) ?? null,
                )}
              </Fragment>
            ))}
          </StyledCards>
        </>
      ) : null}
    </Page>
  );
}
