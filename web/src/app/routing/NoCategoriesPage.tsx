import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../ui/EmptyState';

/** '/dashboard/prices' for an account without categories: nothing to redirect to. */
export function NoCategoriesPage() {
  const { t } = useTranslation();
  return <EmptyState title={t('prices.noCategories')} />;
}
