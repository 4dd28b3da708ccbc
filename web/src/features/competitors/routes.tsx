import { useTranslation } from 'react-i18next';
import type { FeatureRoute } from '../../app/routing/FeatureRoute';
import { NotBuiltYet } from '../../ui/NotBuiltYet';

// Placeholders until the competitor screens are built; the app router loads this module lazily.
function CompetitorListPlaceholder() {
  const { t } = useTranslation();
  return <NotBuiltYet title={t('sidebar.competitors')} />;
}

/** /dashboard/competitors/:id and /dashboard/competitors/:id/items (guarded by Access.competitors) */
export const competitorListRoute: FeatureRoute = { Component: CompetitorListPlaceholder };
/** /dashboard/competitors/:id/items/:itemId */
export const competitorItemRoute: FeatureRoute = { Component: CompetitorListPlaceholder };
