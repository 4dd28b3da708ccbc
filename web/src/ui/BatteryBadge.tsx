import { useTranslation } from 'react-i18next';
import { Badge } from './Badge';
import { batteryLabel, isStandardBattery } from './upstream-labels';

/**
 * The battery type as a badge: Standard ('std') or New (any other type). In a Battery column the
 * short word; `long` says 'Standard battery' where nothing around it names the battery.
 */
export function BatteryBadge({
  batteryType,
  long = false,
}: {
  batteryType: string | null | undefined;
  long?: boolean;
}) {
  const { t } = useTranslation();
  if (!batteryType) return <>-</>;
  return (
    <Badge $tone={isStandardBattery(batteryType) ? 'neutral' : 'info'}>
      {batteryLabel(t, batteryType, long)}
    </Badge>
  );
}
