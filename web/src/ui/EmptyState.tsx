import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Icon } from './Icon';

const StyledEmpty = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[10]} ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;

const StyledTitle = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text};
`;

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <StyledEmpty>
      <Icon name="inbox" />
      <StyledTitle>{title}</StyledTitle>
      {children}
    </StyledEmpty>
  );
}
