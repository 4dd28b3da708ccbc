import { useTranslation } from 'react-i18next';
import { Badge } from './Badge';

// DECISIONS 6: 'std' is a standard (used) battery, anything else is new. The detail screen
// words it Used/New, lists word it Standard/New.
export function BatteryBadge({
  batteryType,
  wording = 'list',
}: {
  batteryType: string | null | undefined;
  wording?: 'list' | 'detail';
}) {
  const { t } = useTranslation();
  if (!batteryType) return <>-</>;
  const standard = batteryType === 'std';
  const label = standard
    ? wording === 'detail'
      ? t('common.battery.used')
      : t('common.battery.standard')
    : t('common.battery.new');
  return <Badge $tone={standard ? 'neutral' : 'info'}>{label}</Badge>;
}
