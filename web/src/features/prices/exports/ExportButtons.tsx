import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button';
import { Icon } from '../../../ui/Icon';
import { Spinner } from '../../../ui/Spinner';
import type { PriceFilterVariable } from '../prices-url-state';
import { useCsvExport, type ExportKind } from './use-csv-export';

const StyledExports = styled.div`
  display: grid;
  justify-items: end;
  gap: ${({ theme }) => theme.space[1]};
`;

const StyledButtons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const StyledProblem = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  max-width: 360px;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export interface ExportButtonsProps {
  categoryId: string;
  /** The list's current filters: the file holds what the seller is looking at. */
  filter: PriceFilterVariable;
  /** Access.exportItems (configuration.export_items_enabled). */
  itemsExport: boolean;
}

/** 'Export to CSV' always, 'Export to CSV Items' with access; one export at a time. */
export function ExportButtons({ categoryId, filter, itemsExport }: ExportButtonsProps) {
  const { t } = useTranslation();
  const { running, problem, start } = useCsvExport(categoryId, filter);

  function button(kind: ExportKind, label: string) {
    return (
      <Button
        disabled={running !== null}
        aria-busy={running === kind}
        onClick={() => void start(kind)}
      >
        {running === kind ? <Spinner /> : <Icon name="download" size="sm" />}
        {label}
      </Button>
    );
  }

  return (
    <StyledExports>
      <StyledButtons>
        {button('prices', t('exports.prices'))}
        {itemsExport ? button('items', t('exports.items')) : null}
      </StyledButtons>
      {running ? (
        <span className="visually-hidden" role="status">
          {t('exports.running')}
        </span>
      ) : null}
      {problem ? (
        <StyledProblem role="alert">
          <Icon name="alert" size="sm" />
          {problem === 'timedOut' ? t('exports.timedOut') : t('exports.failed')}
        </StyledProblem>
      ) : null}
    </StyledExports>
  );
}
