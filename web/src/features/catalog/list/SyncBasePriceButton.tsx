import { IconButton } from '../../../ui/IconButton';

export interface SyncBasePriceButtonProps {
  itemId: string;
  label: string;
  syncing: boolean;
  onSync: (itemId: string) => void;
}

/**
 * Offered when price < base price. The mutation itself lives in the table
 * (useSyncBasePrice), one for all rows, so a row holds no Apollo or i18n subscriptions.
 */
export function SyncBasePriceButton({ itemId, label, syncing, onSync }: SyncBasePriceButtonProps) {
  return (
    <IconButton
      icon="sync"
      compact
      label={label}
      disabled={syncing}
      onClick={() => onSync(itemId)}
    />
  );
}
