import { type ButtonHTMLAttributes, type Ref } from 'react';
import styled from 'styled-components';
import { theme } from '../theme/theme';
import { Icon, type IconName } from './Icon';

// Static CSS (see Icon): compact icon buttons sit in table rows.
const StyledIconButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${theme.sizes.controlSm};
  height: ${theme.sizes.controlSm};
  padding: 0;
  border: ${theme.borders.transparent};
  border-radius: ${theme.radii.md};
  background: transparent;
  color: ${theme.colors.textMuted};
  cursor: pointer;

  &[data-compact] {
    width: ${theme.sizes.badge};
    height: ${theme.sizes.badge};
  }
  &:hover:not(:disabled) {
    background: ${theme.colors.surfaceHover};
    color: ${theme.colors.text};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${theme.shadows.focus};
  }
  &:disabled {
    opacity: 0.5;
    cursor: progress;
  }
`;

export interface IconButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  icon: IconName;
  /** Required: an icon-only button needs an accessible name. */
  label: string;
  /** Fits inside a dense table row without making it taller. */
  compact?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

export function IconButton({
  icon,
  label,
  compact = false,
  type = 'button',
  ...rest
}: IconButtonProps) {
  return (
    <StyledIconButton
      type={type}
      aria-label={label}
      title={label}
      data-compact={compact ? '' : undefined}
      {...rest}
    >
      <Icon name={icon} size="sm" />
    </StyledIconButton>
  );
}
