import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../format/format-count';

/** Whole numbers in the displayed language: 1,234 (en-GB), 1.234 (it-IT). */
export function useNumberFormat(): (value: number) => string {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  return useCallback((value: number) => formatCount(value, locale), [locale]);
}
