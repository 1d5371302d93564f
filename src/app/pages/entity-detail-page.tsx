import { useParams } from 'react-router-dom';
import { getEntityConfig } from '@/entities';
import { t } from '@/i18n';
import { ErrorScreen } from '../error-screen';
import { ComingSoonPage } from './coming-soon-page';

/** The detail id is numeric or the word new (spec 1 §2.1). */
function isDetailId(id: string | undefined): boolean {
  return id === 'new' || (id !== undefined && /^\d+$/.test(id));
}

/** Stand-in for the detail wizard (document 2) at `{overviewPath}/{id}/{step?}`. */
export function EntityDetailPage({ type }: { type: string }) {
  const { id } = useParams();
  if (!isDetailId(id)) return <ErrorScreen status={404} />;
  return <ComingSoonPage title={t('comingSoon.detail', { entity: getEntityConfig(type).singular })} />;
}
