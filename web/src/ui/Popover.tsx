import styled from 'styled-components';

export const Popover = styled.div<{ $align?: 'start' | 'end' }>`
  position: absolute;
  top: calc(100% + ${({ theme }) => theme.space[1]});
  ${({ $align = 'start' }) => ($align === 'end' ? 'right: 0;' : 'left: 0;')}
  z-index: ${({ theme }) => theme.zIndex.dropdown};
  min-width: ${({ theme }) => theme.sizes.panel};
  max-width: calc(100vw - ${({ theme }) => theme.space[6]});
  padding: ${({ theme }) => theme.space[3]};
  background: ${({ theme }) => theme.colors.surface};
  border: ${({ theme }) => theme.borders.default};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.lg};
`;

export const PopoverAnchor = styled.div`
  position: relative;
  display: inline-block;
`;
