import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { t } from '@/i18n';

/**
 * An empty collection without filters (e.g. a fresh installation): 'No Bundles yet' and, where creation is
 * allowed, the create button the header leaves out in this state (spec 1 §2.7).
 */
export function EmptyCollection({
  plural,
  singular,
  createPath,
}: {
  plural: string;
  singular: string;
  createPath: string | undefined;
}) {
  return (
    <EmptyState
      title={t('overview.emptyCollection.title', { entities: plural })}
      text={
        createPath
          ? t('overview.emptyCollection.create', { entity: singular })
          : t('overview.emptyCollection.readOnly', { entities: plural })
      }
      action={
        createPath && (
          <Button variant="contained" component={RouterLink} to={createPath}>
            {t('overview.create', { entity: singular })}
          </Button>
        )
      }
    />
  );
}
