import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Link } from 'react-router';
import { Icon } from './Icon';
import { Page } from './Page';
import { Skeleton } from './Skeleton';

const StyledBackLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.md};
  justify-self: start;
`;

/** The link above a detail screen back to the list it belongs to, after a left arrow. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <StyledBackLink to={to}>
      <Icon name="arrowLeft" size="sm" />
      {children}
    </StyledBackLink>
  );
}

export interface DetailPageProps {
  /** Where the back link leads and what it says. */
  back: { to: string; label: string };
  children: ReactNode;
}

/** A detail screen: the link back to its list, then the screen's content. */
export function DetailPage({ back, children }: DetailPageProps) {
  return (
    <Page>
      <BackLink to={back.to}>{back.label}</BackLink>
      {children}
    </Page>
  );
}

/** A detail screen while its query runs. */
export function DetailPageLoading({ back }: Pick<DetailPageProps, 'back'>) {
  return (
    <DetailPage back={back}>
      <Skeleton lines={4} />
      <Skeleton />
    </DetailPage>
  );
}
