import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useId, useMemo, useState } from 'react';
import { TenantKey } from '@generated/model';
import { useCurrentTenant, useCurrentUser } from '@/api/session';
import { ConfirmDialog } from '@/components/confirm-dialog';
import type { ShopPanelSlotProps } from '@/entities';
import { t } from '@/i18n';
import { AddShop } from './add-shop';
import { addableApps } from './add-shop-selection';
import { MainShopSection } from './main-shop-section';
import { shopActions, type ShopActionName } from './shop-actions';
import { withErrorCounts } from './shop-errors';
import { ShopOverview } from './shop-overview';
import { ShopRowActions } from './shop-row-actions';
import { configStatus, shopRows, type ShopRowModel } from './shop-row-model';
import { ShopSwitch } from './shop-switch';
import { shopUrl } from './shop-url';

// The shop link belongs to the first known tenant kind (spec 1 §6).
const SHOP_LINK_TENANT = TenantKey.flagship;

/**
 * The left sidebar of the wizard's shop-constrained steps (spec 2 §2.4, §2.5): the switch, the main shop,
 * the sortable Shop Overview, Add Shop and the row actions of §6. It renders and confirms; the wizard owns
 * the values and applies select, add and remove.
 */
export function ShopPanel({
  entityType,
  values,
  selectedAppId,
  onSelectApp,
  onAddApps,
  onRemoveApp,
  readOnly,
  collapsed,
  onToggleCollapsed,
  errorCounts,
}: ShopPanelSlotProps) {
  const tenantQuery = useCurrentTenant();
  const tenant = tenantQuery.data;
  const { data: user } = useCurrentUser();
  const bodyId = useId();
  // The row stays set while the dialog closes, so its text does not blank out during the transition.
  const [toDelete, setToDelete] = useState<ShopRowModel | null>(null);
  const [confirming, setConfirming] = useState(false);

  const apps = useMemo(() => tenant?.apps ?? [], [tenant]);
  // Typing in a shop's fields gives new configs on every keystroke; the rows change only with these facts,
  // so the memoised lists below skip those renders.
  const factsKey = JSON.stringify(
    values.appConfigs.map((config) => [
      config.appId,
      config.status,
      config.isDraft,
      config.hiddenUntil,
      config.slug,
    ]),
  );
  const errorsKey = JSON.stringify(errorCounts ?? {});
  const rows = useMemo(
    () => withErrorCounts(shopRows(values.appConfigs, apps), errorCounts),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- factsKey and errorsKey stand for the facts
    [factsKey, apps, errorsKey],
  );
  const mainAppId = tenant?.mainAppId;
  const mainRow = useMemo(() => rows.find((row) => row.appId === mainAppId), [rows, mainAppId]);
  const otherRows = useMemo(() => rows.filter((row) => row.appId !== mainAppId), [rows, mainAppId]);
  const selectedConfig = values.appConfigs.find((config) => config.appId === selectedAppId);

  const run = useCallback(
    (action: ShopActionName, row: ShopRowModel) => {
      if (action === 'delete') {
        setToDelete(row);
        setConfirming(true);
      } else if (row.app) {
        const url = shopUrl({ entityType, app: row.app, slug: row.config.slug, user });
        window.open(url, '_blank', 'noopener');
      }
    },
    [entityType, user],
  );

  const entityStatus = values.status;
  const shopCount = rows.length;
  const shopLinkTenant = tenant?.key === SHOP_LINK_TENANT;
  const renderActions = useCallback(
    (row: ShopRowModel) => (
      <ShopRowActions
        shopName={row.name}
        actions={shopActions({
          entityType,
          entityStatus,
          appConfig: row.config,
          isMainShop: row.appId === mainAppId,
          shopCount,
          readOnly,
          // A shop the tenant does not know has no storefront address.
          shopLinkEnabled: shopLinkTenant && row.app !== undefined,
        })}
        onAction={(action) => run(action, row)}
      />
    ),
    [entityType, entityStatus, mainAppId, shopCount, readOnly, shopLinkTenant, run],
  );

  return (
    <Stack spacing={2} sx={{ p: collapsed ? 0.5 : 2 }}>
      <ShopSwitch
        app={apps.find((app) => app.id === selectedAppId)}
        status={selectedConfig ? configStatus(selectedConfig) : undefined}
        collapsed={collapsed}
        onToggle={onToggleCollapsed}
        controls={bodyId}
      />
      {!collapsed && (
        <Stack id={bodyId} spacing={2}>
          {tenantQuery.isPending ? (
            <CircularProgress size={24} aria-label={t('shopPanel.loading')} sx={{ alignSelf: 'center' }} />
          ) : tenantQuery.isError ? (
            <Typography role="alert" variant="body2" color="error">
              {t('shopPanel.loadFailed')}
            </Typography>
          ) : (
            <>
              <MainShopSection
                row={mainRow}
                selectedAppId={selectedAppId}
                onSelect={onSelectApp}
                renderActions={renderActions}
              />
              <Divider />
              <ShopOverview
                rows={otherRows}
                selectedAppId={selectedAppId}
                onSelect={onSelectApp}
                renderActions={renderActions}
              />
              <AddShop
                apps={addableApps(
                  apps,
                  values.appConfigs.map((config) => config.appId),
                )}
                groups={tenant?.appGroups ?? []}
                disabled={readOnly}
                onAddApps={onAddApps}
              />
            </>
          )}
        </Stack>
      )}
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          if (toDelete) onRemoveApp(toDelete.appId);
        }}
      >
        {toDelete ? t('shopPanel.delete.confirm', { shop: toDelete.name }) : ''}
      </ConfirmDialog>
    </Stack>
  );
}
