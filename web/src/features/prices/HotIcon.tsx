import styled from 'styled-components';

const StyledHot = styled.svg`
  width: ${({ theme }) => theme.sizes.icon};
  height: ${({ theme }) => theme.sizes.icon};
  flex: none;
  color: ${({ theme }) => theme.colors.warning};
`;

/** The fire icon of a product with many offers online (20 or more). */
export function HotIcon({ label }: { label: string }) {
  return (
    <StyledHot viewBox="0 0 24 24" role="img" aria-label={label}>
      <title>{label}</title>
      <path
        fill="currentColor"
        d="M12 2c.6 3.2-1 5-2.6 6.8C7.8 10.6 6 12.5 6 15.5 6 19 8.7 22 12 22s6-2.7 6-6.3c0-2.6-1.3-4.4-2.5-5.9-.3 1.6-1 2.7-2.2 3.3.4-3.9-.3-8.3-1.3-11.1zm0 17.5c-1.6 0-2.8-1.2-2.8-2.8 0-1.5 1-2.5 2-3.5.2 1.3.9 2 1.8 2.5.3-.6.5-1.2.5-1.9.9.9 1.3 1.9 1.3 2.9 0 1.6-1.2 2.8-2.8 2.8z"
      />
    </StyledHot>
  );
}
