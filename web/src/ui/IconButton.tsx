import { type ButtonHTMLAttributes, type Ref } from 'react';
import styled from 'styled-components';
import { Icon, type IconName } from './Icon';

const StyledIconButton = styled.button<{ $compact: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme, $compact }) => ($compact ? theme.sizes.badge : theme.sizes.controlSm)};
  height: ${({ theme, $compact }) => ($compact ? theme.sizes.badge : theme.sizes.controlSm)};
  padding: 0;
  border: ${({ theme }) => theme.borders.transparent};
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;

  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.surfaceHover};
    color: ${({ theme }) => theme.colors.text};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
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
    <StyledIconButton type={type} aria-label={label} title={label} $compact={compact} {...rest}>
      <Icon name={icon} size="sm" />
    </StyledIconButton>
  );
}
