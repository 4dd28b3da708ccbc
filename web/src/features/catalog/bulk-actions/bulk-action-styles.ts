import styled from 'styled-components';

// The bulk-action bar's regions, rows, counts, actions, progress and list of failures.

export const StyledRegion = styled.div`
  border-bottom: ${({ theme }) => theme.borders.default};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: inset 3px 0 0 ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.md};

  &[data-tone='result'] {
    box-shadow: inset 3px 0 0 ${({ theme }) => theme.colors.borderStrong};
  }
`;

export const StyledRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
`;

export const StyledCount = styled.strong`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

export const StyledSpacer = styled.span`
  flex: 1 1 auto;
`;

/** The action buttons: at the row's end on a wide screen, their own left-aligned lines on a phone. */
export const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
  margin-left: auto;

  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    justify-content: flex-start;
    margin-left: 0;
  }
`;

export const StyledLinkButton = styled.button.attrs({ type: 'button' })`
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  text-decoration: underline;
  cursor: pointer;

  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
    border-radius: ${({ theme }) => theme.radii.sm};
  }
`;

export const StyledProgress = styled.progress`
  flex: 1 1 160px;
  max-width: 320px;
  height: 8px;
  accent-color: ${({ theme }) => theme.colors.primary};
`;

export const StyledFailures = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: 0 ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[3]};
  list-style: none;
  max-height: 240px;
  overflow: auto;

  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
  }
  a {
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
  .reason {
    color: ${({ theme }) => theme.colors.danger};
  }
`;
