import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { formatPercent } from '../format/format-percent';
import { Icon } from './Icon';

const StyledPercent = styled.span<{ $direction: 'up' | 'down' | 'flat' }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  white-space: nowrap;
  color: ${({ theme, $direction }) =>
    $direction === 'up'
      ? theme.colors.success
      : $direction === 'down'
        ? theme.colors.danger
        : theme.colors.textMuted};
`;

// Sign convention: higher is positive (up arrow), lower is negative (down arrow).
export function Percent({ value }: { value: number | null | undefined }) {
  const { t, i18n } = useTranslation();
  if (value === null || value === undefined) return <>-</>;
  const direction = value > 0 ? 'up' : value < 0 ? 'down' : 'flat';
  return (
    <StyledPercent $direction={direction}>
      {direction === 'up' ? <Icon name="arrowUp" size="sm" label={t('common.change.up')} /> : null}
      {direction === 'down' ? (
        <Icon name="arrowDown" size="sm" label={t('common.change.down')} />
      ) : null}
      {formatPercent(value, i18n.language)}
    </StyledPercent>
  );
}
