import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TableColumn } from '../../ui/table-columns';
import type { PriceBlock, PriceColumnId, PriceStat } from './PriceRows';

export interface PriceColumn extends TableColumn<PriceColumnId> {
  /** The header: the statistic alone under its block's header ('Min' under 'Resell'). */
  header: string;
  align?: 'right';
}

const STATS: readonly { stat: PriceStat; key: string; width: number; priority: number }[] = [
  { stat: 'min', key: 'prices.columns.min', width: 7.5, priority: 2 },
  { stat: 'max', key: 'prices.columns.max', width: 7.5, priority: 2 },
  { stat: 'avg', key: 'prices.columns.avg', width: 7.5, priority: 1 },
  { stat: 'change30', key: 'prices.columns.change30', width: 8.5, priority: 3 },
  { stat: 'change60', key: 'prices.columns.change60', width: 8.5, priority: 5 },
];

/**
 * The prices table's columns for what the account sees (widths in em, priorities as in
 * ui/table-columns.ts): the product always; grade, country and each block's average whenever
 * possible; then both blocks' min and max, 30 days' change, the count online, the top competitor,
 * 60 days' change, while they fit. A statistic shows in both blocks or in neither, so Resell and
 * Trade-in stay side by side and alike.
 */
export function usePriceColumns(blocks: readonly PriceBlock[], flags: boolean): PriceColumn[] {
  const { t } = useTranslation();
  return useMemo(() => {
    const plain = (id: PriceColumnId, key: string, width: number, priority: number) => {
      const label = t(key);
      return { id, label, header: label, width, priority };
    };
    const blockTitle = { resell: t('glossary.resell'), tradeIn: t('glossary.tradeIn') };
    return [
      plain('product', 'prices.columns.product', 15, 0),
      plain('grade', 'prices.columns.grade', 4.5, 1),
      { ...plain('online', 'prices.columns.online', 5, 4), align: 'right' as const },
      plain('topCompetitor', 'prices.columns.topCompetitor', 11, 4),
      ...(flags ? [plain('country', 'prices.columns.country', 5, 1)] : []),
      ...blocks.flatMap((block) =>
        STATS.map(({ stat, key, width, priority }) => ({
          id: `${block}.${stat}` as const,
          label: `${blockTitle[block]} · ${t(key)}`,
          header: t(key),
          width,
          priority,
          group: stat,
          align: 'right' as const,
        })),
      ),
    ];
  }, [t, blocks, flags]);
}
