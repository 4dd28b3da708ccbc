import styled from 'styled-components';

export type BadgeTone = 'neutral' | 'success' | 'warning' | 'danger' | 'info' | 'primary';

export const Badge = styled.span<{ $tone?: BadgeTone }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  padding: 0 ${({ theme }) => theme.space[2]};
  height: ${({ theme }) => theme.sizes.badge};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  white-space: nowrap;
  line-height: 1;
  ${({ theme, $tone = 'neutral' }) => {
    const tones = {
      neutral: [theme.colors.textSecondary, theme.colors.surfaceHover],
      success: [theme.colors.success, theme.colors.successSoft],
      warning: [theme.colors.warning, theme.colors.warningSoft],
      danger: [theme.colors.danger, theme.colors.dangerSoft],
      info: [theme.colors.info, theme.colors.infoSoft],
      primary: [theme.colors.primary, theme.colors.primarySoft],
    } as const;
    const [fg, bg] = tones[$tone];
    return `color: ${fg}; background: ${bg};`;
  }}
`;
