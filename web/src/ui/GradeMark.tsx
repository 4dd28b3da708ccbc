import styled from 'styled-components';
import { theme, type GradeName } from '../theme/theme';

// Static CSS with every grade as a data attribute (see Badge): one class for all grade marks.
const StyledGrade = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: ${theme.sizes.badge};
  height: ${theme.sizes.badge};
  padding: 0 ${theme.space[1]};
  border-radius: ${theme.radii.sm};
  font-size: ${theme.fontSizes.sm};
  font-weight: ${theme.fontWeights.bold};
  ${Object.entries(theme.colors.grade)
    .map(([grade, { fg, bg }]) => `&[data-grade='${grade}'] { color: ${fg}; background: ${bg}; }`)
    .join('\n')}
`;

export interface GradeMarkProps {
  grade: GradeName;
  /** The grade spelled out (common.gradeLabel), shown on hover. */
  title: string;
}

/**
 * The coloured grade letter, without translation hooks: long tables pass the title in
 * (a hook per cell costs more than the cell). Elsewhere use GradeBadge.
 */
export function GradeMark({ grade, title }: GradeMarkProps) {
  return (
    <StyledGrade data-grade={grade} title={title}>
      {grade}
    </StyledGrade>
  );
}
