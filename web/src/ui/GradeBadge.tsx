import { useTranslation } from 'react-i18next';
import type { GradeName } from '../theme/theme';
import { GradeMark } from './GradeMark';

export function GradeBadge({ grade }: { grade: GradeName | null | undefined }) {
  const { t } = useTranslation();
  if (!grade) return <>-</>;
  return <GradeMark grade={grade} title={t('common.gradeLabel', { grade })} />;
}
