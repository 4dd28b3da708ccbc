import styled, { css } from 'styled-components';

// The form controls every form draws: one height, border, radius and focus ring from the theme,
// and the same look for a value the form refused (aria-invalid).

/** The focus ring of a text control: the border takes the focus colour, with its shadow. */
export const focusRing = css`
  &:focus-visible {
    outline: none;
    border-color: ${({ theme }) => theme.colors.focus};
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

/** A toggle button's hover, focus and pressed (aria-pressed) looks. */
export const toggleStates = css`
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const control = css`
  width: 100%;
  min-width: 0;
  height: ${({ theme }) => theme.sizes.control};
  padding: 0 ${({ theme }) => theme.space[2]};
  border: ${({ theme }) => theme.borders.strong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.base};

  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
  ${focusRing}
`;

export const TextInput = styled.input`
  ${control}
`;

/** An amount or a percentage: typed as text (a decimal comma stays), with a decimal keypad. */
export const NumberInput = styled.input.attrs({ type: 'text', inputMode: 'decimal' })`
  ${control}
  font-variant-numeric: tabular-nums;
`;

export const Select = styled.select`
  ${control}
`;

/** Why a form was refused, above its buttons. */
export const FormErrorBox = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border: ${({ theme }) => theme.borders.danger};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;
