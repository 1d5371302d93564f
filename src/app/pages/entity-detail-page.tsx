import Box from '@mui/material/Box';
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { getEntityConfig } from '@/entities';
import { CommentsButton } from '@/features/comments';
import { HistoryDrawer } from '@/features/history';
import { EditLockView, useEditLock } from '@/features/lock';
import { PresenceAvatars } from '@/features/presence';
import { PublishButton } from '@/features/publish';
import { WatchersButton } from '@/features/watchers';
import { Wizard } from '@/features/wizard';
import { PageLoader } from '@/components/page-loader';
import { ErrorScreen } from '../error-screen';
import { MAIN_PADDING_Y } from '../layout/page-frame';
import { HEADER_HEIGHT } from '../theme';

/** The preview panel and its protocol load only when a content step with a preview shows (spec 2 §2.8). */
const PreviewPanel = lazy(async () => ({ default: (await import('@/features/preview')).PreviewPanel }));
/** The block editor (and dnd-kit) loads only when the content step shows. */
const BlockEditor = lazy(async () => ({ default: (await import('@/features/block-editor')).BlockEditor }));
const BlockPanel = lazy(async () => ({ default: (await import('@/features/block-editor')).BlockPanel }));
/** The shop panel with its translation and copy dialogs loads only on a shop-constrained step. */
const EntityShopPanel = lazy(async () => ({
  default: (await import('./entity-shop-panel')).EntityShopPanel,
}));
/** The numeric id of the detail route (`new` and anything else: no entity to lock yet). */
const routeId = (segment: string | undefined) =>
  segment && /^\d{1,10}$/.test(segment) ? Number(segment) : null;

/**
 * The detail route `{overviewPath}/{id}/{step?}` of every entity type (spec 2 §2.1): the wizard, composed with
 * the features that fill its slots (the shop panel in the left sidebar, the watchers and comments in the action
 * bar, presence beside the title, the block editor and its panel in the content step, Publish beside Save, the
 * History drawer), under the edit lock: view-only (Save, Publish and the fields off) unless this tab holds it.
 */
export function EntityDetailPage({ type }: { type: string }) {
  const config = getEntityConfig(type);
  const { id } = useParams();
  const lock = useEditLock({ resourceType: config.resourceType, resourceId: routeId(id) });
  // The wizard fills the window below the navigation bar, so its sticky stepper footer sits at the bottom of
  // the window even when a step is short.
  return (
    <Box
      sx={(theme) => ({
        display: 'flex',
        flexDirection: 'column',
        minHeight: `calc(100dvh - ${HEADER_HEIGHT}px - ${theme.spacing(2 * MAIN_PADDING_Y)})`,
      })}
    >
      <EditLockView lock={lock} />
      <Wizard
        key={config.type}
        type={config.type}
        readOnly={lock.readOnly}
        notFound={<ErrorScreen status={404} />}
        renderShopPanel={(props) => (
          <Suspense fallback={<PageLoader py={4} />}>
            <EntityShopPanel {...props} />
          </Suspense>
        )}
        renderEditor={(props) => (
          <Suspense fallback={<PageLoader />}>
            <BlockEditor {...props} />
          </Suspense>
        )}
        renderBlockPanel={(props) => (
          <Suspense fallback={<PageLoader py={4} />}>
            <BlockPanel {...props} />
          </Suspense>
        )}
        renderPreview={(props) => (
          <Suspense fallback={null}>
            <PreviewPanel {...props} />
          </Suspense>
        )}
        renderPublish={(props) => <PublishButton {...props} />}
        renderHistory={(props) => <HistoryDrawer {...props} />}
        renderWatchers={({ entityType, entityId }) =>
          entityId === null ? null : <WatchersButton entityType={entityType} entityId={entityId} />
        }
        renderComments={({ entityType, entityId, open, onOpen, onClose }) =>
          entityId === null ? null : (
            <CommentsButton
              entityType={entityType}
              entityId={entityId}
              open={open}
              onOpen={onOpen}
              onClose={onClose}
            />
          )
        }
        renderPresence={({ entityId }) => (
          <PresenceAvatars
            resourceType={config.resourceType}
            resourceId={entityId}
            lockHolder={lock.state.holder}
          />
        )}
      />
    </Box>
  );
}
