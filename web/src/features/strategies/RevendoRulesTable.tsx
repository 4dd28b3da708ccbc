import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Table, TableScroll, Td, Th, Tr } from '../../ui/Table';
import { REVENDO_RULES } from './revendo-rules';

// Five columns must fit a half-width card, so the rule texts wrap instead of scrolling away.
const StyledRules = styled(TableScroll)`
  max-height: none;

  th,
  td {
    white-space: normal;
  }
`;

/** The revendo rules as a table the seller can read. */
export function RevendoRulesTable() {
  const { t } = useTranslation();
  const labels = {
    stock: t('strategies.revendo.stock'),
    soldOut: t('strategies.revendo.soldOut'),
    priceChange: t('strategies.revendo.priceChange'),
    condition: t('strategies.revendo.condition'),
    margin: t('strategies.revendo.margin'),
  };
  return (
    <StyledRules label={t('strategies.revendo.tableLabel')}>
      <Table aria-label={t('strategies.revendo.tableLabel')}>
        <thead>
          <tr>
            <Th>{t('strategies.revendo.stock')}</Th>
            <Th>{t('strategies.revendo.soldOut')}</Th>
            <Th>{t('strategies.revendo.priceChange')}</Th>
            <Th>{t('strategies.revendo.condition')}</Th>
            <Th $align="right">{t('strategies.revendo.margin')}</Th>
          </tr>
        </thead>
        <tbody>
          {REVENDO_RULES.map((rule, index) => (
            <Tr key={index}>
              <Td $label={labels.stock}>{t(`strategies.revendo.stockBands.${rule.stock}`)}</Td>
              <Td $label={labels.soldOut}>
                {t(`strategies.revendo.soldOutBands.${rule.soldOut}`)}
              </Td>
              <Td $label={labels.priceChange}>
                {t(`strategies.revendo.priceChangeBands.${rule.priceChange}`)}
              </Td>
              <Td $muted={!rule.condition} $label={labels.condition}>
                {rule.condition ? t(`strategies.revendo.conditions.${rule.condition}`) : '-'}
              </Td>
              <Td $align="right" $label={labels.margin}>
                {rule.marginPercentage}%
              </Td>
            </Tr>
          ))}
        </tbody>
      </Table>
    </StyledRules>
  );
}
