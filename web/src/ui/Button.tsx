import styled, { css } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

// A native <button> (or link styled as one) so keyboard and screen readers work unaided.
const buttonStyles = css<{ $variant?: ButtonVariant; $size?: 'sm' | 'md' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  height: ${({ theme, $size }) => ($size === 'sm' ? theme.sizes.controlSm : theme.sizes.control)};
  padding: 0 ${({ theme, $size }) => ($size === 'sm' ? theme.space[2] : theme.space[3])};
  border-radius: ${({ theme }) => theme.radii.md};
  border: ${({ theme }) => theme.borders.transparent};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  white-space: nowrap;
  cursor: pointer;
  text-decoration: none;
  transition:
    background ${({ theme }) => theme.transitions.fast},
    border-color ${({ theme }) => theme.transitions.fast};

  &:hover {
    text-decoration: none;
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
  &:disabled,
  &[aria-disabled='true'] {
    opacity: 0.55;
    cursor: not-allowed;
  }

  ${({ theme, $variant = 'secondary' }) => {
    switch ($variant) {
      case 'primary':
        return css`
          background: ${theme.colors.primary};
          color: ${theme.colors.textInverse};
          &:hover:not(:disabled) {
            background: ${theme.colors.primaryHover};
          }
        `;
      case 'danger':
        return css`
          background: ${theme.colors.surface};
          color: ${theme.colors.danger};
          border-color: ${theme.colors.borderStrong};
          &:hover:not(:disabled) {
            background: ${theme.colors.dangerSoft};
          }
        `;
      case 'ghost':
        return css`
          background: transparent;
          color: ${theme.colors.textMuted};
          &:hover:not(:disabled) {
            background: ${theme.colors.surfaceHover};
            color: ${theme.colors.text};
          }
        `;
      case 'secondary':
        return css`
          background: ${theme.colors.surface};
          color: ${theme.colors.text};
          border-color: ${theme.colors.borderStrong};
          box-shadow: ${theme.shadows.sm};
          &:hover:not(:disabled) {
            background: ${theme.colors.surfaceHover};
          }
        `;
    }
  }}
`;

export const Button = styled.button.attrs<{ type?: string }>((props) => ({
  type: props.type ?? 'button',
}))<{ $variant?: ButtonVariant; $size?: 'sm' | 'md' }>`
  ${buttonStyles}
`;

export const ButtonLink = styled.a<{ $variant?: ButtonVariant; $size?: 'sm' | 'md' }>`
  ${buttonStyles}
`;
