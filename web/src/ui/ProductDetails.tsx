import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { detailKeyLabel, detailValueLabel } from './upstream-labels';

const StyledDetails = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[4]};
  margin: ${({ theme }) => theme.space[3]} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.md};

  div {
    display: flex;
    gap: ${({ theme }) => theme.space[1]};
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
  }
`;

/** A product's details as the store sends them (brand, model, storage…), in one wrapping line. */
export function ProductDetails({
  details,
}: {
  details: ReadonlyArray<{ key: string; value: string }>;
}) {
  const { t } = useTranslation();
  if (details.length === 0) return null;
  return (
    <StyledDetails>
      {details.map((pair) => (
        <div key={pair.key}>
          <dt>{detailKeyLabel(t, pair.key)}</dt>
          <dd>{detailValueLabel(t, pair.key, pair.value)}</dd>
        </div>
      ))}
    </StyledDetails>
  );
}
