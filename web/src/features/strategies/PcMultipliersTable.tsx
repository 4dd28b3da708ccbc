import { useTranslation } from 'react-i18next';
import { numberFormat } from '../../format/intl-formats';
import { Table, TableScroll, Td, Th, Tr } from '../../ui/Table';
import { PC_BUYBACK_MULTIPLIERS } from '@refurb/pricing';

/** The PC buyback card shows the multipliers as information. */
export function PcMultipliersTable() {
  const { t, i18n } = useTranslation();
  const number = numberFormat(i18n.language, { minimumFractionDigits: 2 });
  return (
    <TableScroll label={t('strategies.buyback.multipliers.title')}>
      <Table aria-label={t('strategies.buyback.multipliers.title')}>
        <thead>
          <tr>
            <Th>{t('strategies.buyback.multipliers.model')}</Th>
            <Th>{t('strategies.buyback.multipliers.years')}</Th>
            <Th>{t('strategies.buyback.multipliers.screen')}</Th>
            <Th $align="right">{t('strategies.buyback.multipliers.multiplier')}</Th>
          </tr>
        </thead>
        <tbody>
          {PC_BUYBACK_MULTIPLIERS.map((line) => (
            <Tr key={`${line.family}-${line.years}-${line.screenInches ?? 'all'}`}>
              <Td $card="title">{line.family}</Td>
              <Td $label={t('strategies.buyback.multipliers.years')}>{line.years}</Td>
              <Td
                $muted={line.screenInches === null}
                $label={t('strategies.buyback.multipliers.screen')}
              >
                {line.screenInches === null
                  ? t('strategies.buyback.multipliers.allSizes')
                  : t('strategies.buyback.multipliers.inches', { inches: line.screenInches })}
              </Td>
              <Td $align="right" $label={t('strategies.buyback.multipliers.multiplier')}>
                × {number.format(line.multiplier)}
              </Td>
            </Tr>
          ))}
        </tbody>
      </Table>
    </TableScroll>
  );
}
