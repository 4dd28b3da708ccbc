import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../ui/Icon';

const StyledNote = styled.aside`
  display: flex;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border: ${({ theme }) => theme.borders.default};
  border-left: 3px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.fontSizes.md};

  h2 {
    margin: 0 0 ${({ theme }) => theme.space[1]};
    font-size: ${({ theme }) => theme.fontSizes.base};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.space[4]};
  }
  p {
    margin: 0;
  }
  svg {
    color: ${({ theme }) => theme.colors.primary};
    margin-top: 2px;
  }
`;

/**
 * The two store-specific strategy notes (docs/pricing-rules.md), chosen by the keys the BFF
 * derives from the store slug (Viewer.strategyNotes); unknown keys are ignored.
 */
export function StrategyNotes({ notes }: { notes: readonly string[] }) {
  const { t } = useTranslation();
  return (
    <>
      {notes.includes('buybox-tenth') ? (
        <StyledNote aria-label={t('strategies.notes.title')}>
          <Icon name="target" />
          <div>
            <h2>{t('strategies.notes.title')}</h2>
            <p>{t('strategies.notes.buyboxTenth')}</p>
          </div>
        </StyledNote>
      ) : null}
      {notes.includes('buybox-tiers') ? (
        <StyledNote aria-label={t('strategies.notes.title')}>
          <Icon name="target" />
          <div>
            <h2>{t('strategies.notes.title')}</h2>
            <ul>
              <li>{t('strategies.notes.fastMovers')}</li>
              <li>{t('strategies.notes.slowMovers')}</li>
              <li>{t('strategies.notes.goodStock')}</li>
            </ul>
          </div>
        </StyledNote>
      ) : null}
    </>
  );
}
