import { getEntityConfig } from '@/entities';
import { Wizard } from '@/features/wizard';
import { ErrorScreen } from '../error-screen';

/**
 * The detail route `{overviewPath}/{id}/{step?}` of every entity type (spec 2 §2.1): the wizard, composed with
 * the features that fill its slots as they arrive (shop panel, watchers, comments, publish, block editor).
 */
export function EntityDetailPage({ type }: { type: string }) {
  const config = getEntityConfig(type);
  return <Wizard key={config.type} type={config.type} notFound={<ErrorScreen status={404} />} />;
}
