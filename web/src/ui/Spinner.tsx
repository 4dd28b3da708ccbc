import styled, { keyframes } from 'styled-components';

const spin = keyframes`to { transform: rotate(360deg); }`;

export const Spinner = styled.span.attrs({ 'aria-hidden': true })`
  display: inline-block;
  width: ${({ theme }) => theme.sizes.iconSm};
  height: ${({ theme }) => theme.sizes.iconSm};
  border: ${({ theme }) => theme.borders.spinner};
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.7s linear infinite;
  flex: none;
`;
