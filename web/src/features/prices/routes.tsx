import { useTranslation } from 'react-i18next';
import type { FeatureRoute } from '../../app/routing/FeatureRoute';
import { NotBuiltYet } from '../../ui/NotBuiltYet';

// Placeholder until the prices screen is built; the app router loads this module lazily.
function PricesCategoryPlaceholder() {
  const { t } = useTranslation();
  return <NotBuiltYet title={t('sidebar.prices.title')} />;
}

/** /dashboard/prices/:id */
export const pricesCategoryRoute: FeatureRoute = { Component: PricesCategoryPlaceholder };
