import styled from 'styled-components';
import { FormErrorBox } from '../../ui/FormControls';

// The strategy cards' layout around the shared controls (ui/FormControls.tsx).
export const StyledFieldGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  align-items: end;
`;

export const StyledField = styled.label<{ $wide?: boolean }>`
  display: grid;
  grid-column: ${({ $wide }) => ($wide ? 'span 2' : 'auto')};
  gap: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const StyledCheckbox = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  height: ${({ theme }) => theme.sizes.control};
  font-size: ${({ theme }) => theme.fontSizes.md};
  color: ${({ theme }) => theme.colors.text};

  input {
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

export const StyledExample = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

export const StyledCardBody = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[4]};
`;

export const StyledCardFooter = styled.footer`
  display: flex;
  align-items: center;
  justify-content: flex-end;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-top: ${({ theme }) => theme.borders.default};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

export const StyledSaveError = styled(FormErrorBox)`
  flex: 1;
`;

/** One problem of a refused Apply, on its own line. */
export const StyledSaveErrorLine = styled.span`
  display: block;
`;
