import { getEntityConfig } from '../../entities';
import { ComingSoonPage } from './coming-soon-page';

/** Stand-in for an entity overview (spec 1 §2.7), headed with the entity's plural title. */
export function EntityOverviewPage({ type }: { type: string }) {
  return <ComingSoonPage title={getEntityConfig(type).plural} />;
}
