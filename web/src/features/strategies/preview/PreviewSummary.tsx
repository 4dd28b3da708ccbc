import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../format/format-date';
import type { PreviewFigures } from './preview-figures';
import { formatCount } from '../../../format/format-count';
import { previewDetails, previewHeadline } from './preview-sentences';

const StyledSummary = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.text};
`;

const StyledHeadline = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.base};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledDetails = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0 ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const StyledBasis = styled.p`
  margin: ${({ theme }) => theme.space[1]} 0 0;
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export interface PreviewSummaryProps {
  figures: PreviewFigures;
  /** When the market figures the preview read were taken. */
  marketAt: string;
}

/** The preview in the seller's words: what would change, the limits, the margin, and its basis. */
export function PreviewSummary({ figures, marketAt }: PreviewSummaryProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const details = previewDetails(figures, t, locale);
  return (
    <StyledSummary data-preview-summary>
      <StyledHeadline aria-live="polite">{previewHeadline(figures, t, locale)}</StyledHeadline>
      {details.length > 0 ? (
        <StyledDetails>
          {details.map((detail) => (
            <li key={detail}>{detail}</li>
          ))}
        </StyledDetails>
      ) : null}
      <StyledBasis>
        {t('strategies.preview.basis', {
          count: figures.itemsTotal,
          value: formatCount(figures.itemsTotal, locale),
          date: formatDateTime(marketAt, locale),
        })}
      </StyledBasis>
    </StyledSummary>
  );
}
