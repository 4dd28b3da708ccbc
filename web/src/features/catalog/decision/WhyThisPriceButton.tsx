import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../ui/Icon';

const StyledDisclosure = styled.button.attrs({ type: 'button' })`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: none;
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  white-space: nowrap;
  cursor: pointer;

  svg {
    transition: transform ${({ theme }) => theme.transitions.fast};
  }
  &[aria-expanded='true'] svg {
    transform: rotate(90deg);
  }
  &:hover {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

export interface WhyThisPriceButtonProps {
  expanded: boolean;
  /** The id of the explanation it shows (set while expanded, when it is on the page). */
  controls: string;
  onToggle: () => void;
  /** Names what it explains for screen readers when several are on one screen (a product). */
  subject?: string;
}

/** The "Why this price?" disclosure button: a native button, so Enter and Space toggle it. */
export function WhyThisPriceButton({
  expanded,
  controls,
  onToggle,
  subject,
}: WhyThisPriceButtonProps) {
  const { t } = useTranslation();
  return (
    <StyledDisclosure
      aria-expanded={expanded}
      aria-controls={expanded ? controls : undefined}
      aria-label={subject ? t('decision.whyFor', { subject }) : undefined}
      onClick={onToggle}
    >
      <Icon name="chevronRight" size="sm" />
      {t('decision.why')}
    </StyledDisclosure>
  );
}
