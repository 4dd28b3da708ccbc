import styled from 'styled-components';
import { flagArtwork } from './flag-artwork';

const StyledFlag = styled.svg`
  width: ${({ theme }) => theme.sizes.flagWidth};
  height: ${({ theme }) => theme.sizes.flagHeight};
  border-radius: ${({ theme }) => theme.radii.sm};
  box-shadow: ${({ theme }) => theme.shadows.hairline};
  flex: none;
  vertical-align: middle;
`;

const StyledCode = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.textMuted};
  text-transform: uppercase;
`;

// Countries are upstream codes (de, it, fr, uk, pt, ch, gr, ro); 'gb' is the ISO spelling of uk.
export function Flag({ country }: { country: string }) {
  const code = country.toLowerCase() === 'gb' ? 'uk' : country.toLowerCase();
  const artwork = flagArtwork[code];
  if (!artwork) return <StyledCode>{code}</StyledCode>;
  return (
    <StyledFlag viewBox="0 0 30 20" role="img" aria-label={code.toUpperCase()}>
      <title>{code.toUpperCase()}</title>
      {artwork}
    </StyledFlag>
  );
}
