import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Table, TableScroll, Td, Th, Tr } from '../../ui/Table';
import { REVENDO_RULES } from './revendoRules';

// Five columns must fit a half-width card, so the rule texts wrap instead of scrolling away.
const StyledRules = styled(TableScroll)`
  max-height: none;

  th,
  td {
    white-space: normal;
  }
`;

/** SPEC §9: the revendo rules as a table the seller can read. */
export function RevendoRulesTable() {
  const { t } = useTranslation();
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
              <Td>{t(`strategies.revendo.stockBands.${rule.stock}`)}</Td>
              <Td>{t(`strategies.revendo.soldOutBands.${rule.soldOut}`)}</Td>
              <Td>{t(`strategies.revendo.priceChangeBands.${rule.priceChange}`)}</Td>
              <Td $muted={!rule.condition}>
                {rule.condition ? t(`strategies.revendo.conditions.${rule.condition}`) : '-'}
              </Td>
              <Td $align="right">{rule.marginPercentage}%</Td>
            </Tr>
          ))}
        </tbody>
      </Table>
    </StyledRules>
  );
}
