import { useTranslation } from 'react-i18next';
import type { FeatureRoute } from '../../app/routing/FeatureRoute';
import { NotBuiltYet } from '../../ui/NotBuiltYet';

// Placeholders until the strategies screens are built; the app router loads this module lazily.
function ResellStrategiesPlaceholder() {
  const { t } = useTranslation();
  return <NotBuiltYet title={t('sidebar.strategies.resell')} />;
}

function BuybackStrategiesPlaceholder() {
  const { t } = useTranslation();
  return <NotBuiltYet title={t('sidebar.strategies.buyback')} />;
}

/** /dashboard/strategies/resell (guarded by Access.resell) */
export const resellStrategiesRoute: FeatureRoute = { Component: ResellStrategiesPlaceholder };
/** /dashboard/strategies/buyback (guarded by Access.buyback) */
export const buybackStrategiesRoute: FeatureRoute = { Component: BuybackStrategiesPlaceholder };
