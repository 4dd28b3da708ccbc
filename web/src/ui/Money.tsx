import { useTranslation } from 'react-i18next';
import { formatMoney } from '../format/format-money';

export function Money({
  amount,
  currencySymbol,
}: {
  amount: number | null | undefined;
  currencySymbol: string;
}) {
  const { i18n } = useTranslation();
  if (amount === null || amount === undefined) return <>-</>;
  return <>{formatMoney(amount, currencySymbol, i18n.language)}</>;
}
