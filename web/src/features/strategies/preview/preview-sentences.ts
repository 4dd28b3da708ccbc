import type { TFunction } from 'i18next';
import { formatMoney } from '../../../format/format-money';
import { formatPercent } from '../../../format/format-percent';
import { formatCount } from '../../../format/format-count';
import { numberFormat } from '../../../format/intl-formats';
import { itemsChanging, type FigureKind, type PreviewFigures } from './preview-figures';

// The preview in the seller's words: "312 items would change: 201 down, 111 up, median -2.4%;
// 14 would stop at their minimum price; margin 31.2% → 29.8%".

/** A margin: a tenth of a percent, unsigned (31.2%). */
export function formatMargin(value: number, locale: string): string {
  return (
    numberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value) + '%'
  );
}

/** A figure of the preview written as its kind says (counts, percents, margins, money). */
export function formatFigure(
  value: number,
  kind: FigureKind,
  locale: string,
  currencySymbol: string,
): string {
  switch (kind) {
    case 'count':
      return formatCount(value, locale);
    case 'percent':
      return formatPercent(value, locale);
    case 'margin':
      return formatMargin(value, locale);
    case 'money':
      return formatMoney(value, currencySymbol, locale);
  }
}

/** "312 items would change: 201 down, 111 up, median -2.4%" (or that none would). */
export function previewHeadline(figures: PreviewFigures, t: TFunction, locale: string): string {
  const changing = itemsChanging(figures);
  const count = (value: number) => formatCount(value, locale);
  const headline = t('strategies.preview.summary.changing', {
    count: changing,
    value: count(changing),
  });
  if (changing === 0) return headline;
  const parts = [
    t('strategies.preview.summary.directions', {
      down: count(figures.down),
      up: count(figures.up),
    }),
  ];
  if (figures.medianChangePercent !== null && figures.medianChangePercent !== undefined) {
    parts.push(
      t('strategies.preview.summary.median', {
        value: formatPercent(figures.medianChangePercent, locale),
      }),
    );
  }
  return `${headline}: ${parts.join(', ')}`;
}

/** The rest of the summary, one phrase each: limits reached, margin, unchanged and skipped items. */
export function previewDetails(figures: PreviewFigures, t: TFunction, locale: string): string[] {
  const count = (value: number) => formatCount(value, locale);
  const details: string[] = [];
  const counted = (key: string, value: number) => {
    if (value > 0) details.push(t(key, { count: value, value: count(value) }));
  };
  counted('strategies.preview.summary.atMinimum', figures.atMinimum);
  counted('strategies.preview.summary.atMaximum', figures.atMaximum);
  const { marginBefore, marginAfter } = figures;
  if (marginBefore !== null && marginBefore !== undefined) {
    if (marginAfter !== null && marginAfter !== undefined) {
      details.push(
        t('strategies.preview.summary.margin', {
          before: formatMargin(marginBefore, locale),
          after: formatMargin(marginAfter, locale),
        }),
      );
    }
  }
  counted('strategies.preview.summary.unchanged', figures.unchanged);
  if (figures.skipped > 0) {
    const reasons = figures.skippedByReason
      .filter((entry) => entry.count > 0)
      .map((entry) =>
        t('strategies.preview.summary.skipReason', {
          reason: entry.reason,
          count: entry.count,
          value: count(entry.count),
        }),
      );
    const skipped = t('strategies.preview.summary.skipped', {
      count: figures.skipped,
      value: count(figures.skipped),
    });
    details.push(reasons.length > 0 ? `${skipped} (${reasons.join(', ')})` : skipped);
  }
  return details;
}

/** The whole summary as one sentence, as the Apply confirmation repeats it. */
export function previewSentence(figures: PreviewFigures, t: TFunction, locale: string): string {
  return [previewHeadline(figures, t, locale), ...previewDetails(figures, t, locale)].join('; ');
}
