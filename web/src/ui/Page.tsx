import styled from 'styled-components';

export const Page = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  max-width: ${({ theme }) => theme.sizes.contentMax};
  min-width: 0;
`;

export const PageHeader = styled.header`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
`;

export const PageTitle = styled.h1`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: -0.01em;
`;

export const PageSubtitle = styled.p`
  margin: ${({ theme }) => theme.space[1]} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

export const Toolbar = styled.div`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
`;

export const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;
