import styled from 'styled-components';
import { theme } from '../theme/theme';

export type BadgeTone = 'neutral' | 'success' | 'warning' | 'danger' | 'info' | 'primary';

const tones: Record<BadgeTone, readonly [string, string]> = {
  neutral: [theme.colors.textSecondary, theme.colors.surfaceHover],
  success: [theme.colors.success, theme.colors.successSoft],
  warning: [theme.colors.warning, theme.colors.warningSoft],
  danger: [theme.colors.danger, theme.colors.dangerSoft],
  info: [theme.colors.info, theme.colors.infoSoft],
  primary: [theme.colors.primary, theme.colors.primarySoft],
};

// Static CSS with every tone as a data attribute: badges fill table rows, and styled-components
// rebuilds the CSS of a component with prop functions on every render.
export const Badge = styled.span.attrs<{ $tone?: BadgeTone; 'data-tone'?: BadgeTone }>(
  ({ $tone = 'neutral' }) => ({ 'data-tone': $tone }),
)`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[1]};
  padding: 0 ${theme.space[2]};
  height: ${theme.sizes.badge};
  border-radius: ${theme.radii.pill};
  font-size: ${theme.fontSizes.sm};
  font-weight: ${theme.fontWeights.medium};
  white-space: nowrap;
  line-height: 1;
  ${Object.entries(tones)
    .map(([tone, [fg, bg]]) => `&[data-tone='${tone}'] { color: ${fg}; background: ${bg}; }`)
    .join('\n')}
`;
