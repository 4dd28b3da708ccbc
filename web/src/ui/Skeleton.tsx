import styled, { keyframes } from 'styled-components';
import { useTranslation } from 'react-i18next';

const shimmer = keyframes`
  0% { background-position: -200% 0; }
  100% { background-position: 200% 0; }
`;

const StyledLine = styled.div<{ $width: string }>`
  height: ${({ theme }) => theme.space[3]};
  width: ${({ $width }) => $width};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: linear-gradient(
    90deg,
    ${({ theme }) => theme.colors.surfaceHover} 25%,
    ${({ theme }) => theme.colors.border} 50%,
    ${({ theme }) => theme.colors.surfaceHover} 75%
  );
  background-size: 200% 100%;
  animation: ${shimmer} 1.4s ease-in-out infinite;
`;

const StyledBlock = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.surface};
  border: ${({ theme }) => theme.borders.default};
  border-radius: ${({ theme }) => theme.radii.lg};
`;

const widths = ['92%', '78%', '85%', '64%', '88%', '72%', '80%', '58%'];

/** A quiet placeholder while a screen's query runs; announced once to screen readers. */
export function Skeleton({ lines = 8 }: { lines?: number }) {
  const { t } = useTranslation();
  return (
    <StyledBlock role="status" aria-busy="true" aria-label={t('common.loading')}>
      {Array.from({ length: lines }, (_, index) => (
        <StyledLine key={index} $width={widths[index % widths.length] ?? '80%'} />
      ))}
    </StyledBlock>
  );
}
