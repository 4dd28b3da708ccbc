import { useTranslation } from 'react-i18next';
import { EmptyState } from './EmptyState';
import { Page, PageTitle } from './Page';

/** Holds a screen's place until its feature lands (prices, strategies, competitors). */
export function NotBuiltYet({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <Page>
      <PageTitle>{title}</PageTitle>
      <EmptyState title={t('common.notBuiltYet')} />
    </Page>
  );
}
