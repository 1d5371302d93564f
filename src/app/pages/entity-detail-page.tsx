import Box from '@mui/material/Box';
import { getEntityConfig } from '@/entities';
import { BlockEditor, BlockPanel } from '@/features/block-editor';
import { HistoryDrawer } from '@/features/history';
import { PublishButton } from '@/features/publish';
import { WatchersButton } from '@/features/watchers';
import { Wizard } from '@/features/wizard';
import { ErrorScreen } from '../error-screen';
import { MAIN_PADDING_Y } from '../layout/app-layout';
import { HEADER_HEIGHT } from '../theme';
import { EntityShopPanel } from './entity-shop-panel';

/**
 * The detail route `{overviewPath}/{id}/{step?}` of every entity type (spec 2 §2.1): the wizard, composed with
 * the features that fill its slots (the shop panel in the left sidebar, the watchers in the action bar, the
 * block editor and its panel in the content step, Publish beside Save, the History drawer; comments as
 * their issue arrives).
 */
export function EntityDetailPage({ type }: { type: string }) {
  const config = getEntityConfig(type);
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
      <Wizard
        key={config.type}
        type={config.type}
        notFound={<ErrorScreen status={404} />}
        renderShopPanel={(props) => <EntityShopPanel {...props} />}
        renderEditor={(props) => <BlockEditor {...props} />}
        renderBlockPanel={(props) => <BlockPanel {...props} />}
        renderPublish={(props) => <PublishButton {...props} />}
        renderHistory={(props) => <HistoryDrawer {...props} />}
        renderWatchers={({ entityType, entityId }) =>
          entityId === null ? null : <WatchersButton entityType={entityType} entityId={entityId} />
        }
      />
    </Box>
  );
}
