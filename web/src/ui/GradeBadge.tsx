import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { GradeName } from '../theme/theme';

const StyledGrade = styled.span<{ $grade: GradeName }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: ${({ theme }) => theme.sizes.badge};
  height: ${({ theme }) => theme.sizes.badge};
  padding: 0 ${({ theme }) => theme.space[1]};
  border-radius: ${({ theme }) => theme.radii.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme, $grade }) => theme.colors.grade[$grade].fg};
  background: ${({ theme, $grade }) => theme.colors.grade[$grade].bg};
`;

export function GradeBadge({ grade }: { grade: GradeName | null | undefined }) {
  const { t } = useTranslation();
  if (!grade) return <>-</>;
  return (
    <StyledGrade $grade={grade} title={t('common.gradeLabel', { grade })}>
      {grade}
    </StyledGrade>
  );
}
