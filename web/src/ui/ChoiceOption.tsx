import styled from 'styled-components';

/** One checkbox or radio choice with its label, as the filter, sort and column panels list them. */
export const ChoiceOption = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[1]};
  border-radius: ${({ theme }) => theme.radii.sm};
  font-size: ${({ theme }) => theme.fontSizes.md};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
  input {
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
  &:has(input:disabled) {
    cursor: default;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
