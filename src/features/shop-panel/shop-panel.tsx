import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useId, useMemo, useState } from 'react';
import { TenantKey } from '@generated/model';
import { useCurrentTenant, useCurrentUser } from '@/api/session';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { shopPanelFacts, type ShopPanelSlotProps } from '@/entities';
import { t } from '@/i18n';
import { AddShop } from './add-shop';
import { addableApps } from './add-shop-selection';
import { MainShopSection } from './main-shop-section';
import { shopActions, type ShopActionName } from './shop-actions';
import { withErrorCounts } from './shop-errors';
import { ShopOverview } from './shop-overview';
import { ShopRowActions } from './shop-row-actions';
import { configStatus, shopRows, type ShopRowModel, type ShopTranslation } from './shop-row-model';
import { ShopSwitch } from './shop-switch';
import { shopUrl } from './shop-url';
import { TranslationBadge } from './translation-badge';

/**
 * What the app layer adds to the wizard's slot props: the translations of the entity's shops (badges, sort,
 * translation actions) and the copy actions. The panel offers those actions by the rules of §6 and hands them
 * to `onShopAction`; the app layer opens the translation and copy features for them.
 */
export interface ShopPanelProps extends Omit<ShopPanelSlotProps, 'getValues'> {
  /** Latest translation per shop (appId → translation); undefined while loading or without translations. */
  translations?: ReadonlyMap<number, ShopTranslation>;
  translationsLoading?: boolean;
  /** The type has translations and the translation feature is composed: badges and translation actions. */
  translationSupport?: boolean;
  /** The copy feature is composed: Copy To and Copy and Insert content. */
  copy?: boolean;
  onShopAction?: (action: ComposedShopAction, appId: number) => void;
  /** The badge of a shop in translation with a link was clicked. */
  onTranslationLink?: (appId: number) => void;
}

/** The actions the panel hands on (it runs Go to Shop and Delete itself). */
export type ComposedShopAction = Exclude<ShopActionName, 'goToShop' | 'delete'>;

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
  translations,
  translationsLoading = false,
  translationSupport = false,
  copy = false,
  onShopAction,
  onTranslationLink,
}: ShopPanelProps) {
  const tenantQuery = useCurrentTenant();
  const tenant = tenantQuery.data;
  const { data: user } = useCurrentUser();
  const bodyId = useId();
  // The row stays set while the dialog closes, so its text does not blank out during the transition.
  const [toDelete, setToDelete] = useState<ShopRowModel | null>(null);
  const [confirming, setConfirming] = useState(false);

  const apps = useMemo(() => tenant?.apps ?? [], [tenant]);
  // The rows change only with these facts: new values that differ elsewhere skip the memoised lists below.
  const factsKey = shopPanelFacts(values);
  const errorsKey = JSON.stringify(errorCounts ?? {});
  const rows = useMemo(
    () =>
      withErrorCounts(
        shopRows(
          values.appConfigs,
          apps,
          new Map(
            [...(translations ?? new Map<number, ShopTranslation>())].map(([id, tr]) => [id, tr.status]),
          ),
        ).map((row) => ({ ...row, translation: translations?.get(row.appId) })),
        errorCounts,
      ),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- factsKey and errorsKey stand for the facts
    [factsKey, apps, errorsKey, translations],
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
      } else if (action !== 'goToShop') {
        onShopAction?.(action, row.appId);
      } else if (row.app) {
        const url = shopUrl({ entityType, app: row.app, slug: row.config.slug, user });
        window.open(url, '_blank', 'noopener');
      }
    },
    [entityType, user, onShopAction],
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
          copy,
          blockCount: row.config.contentElements?.length ?? 0,
          translationSupport,
          translationInProgress: row.translationStatus === 'in_translation',
        })}
        onAction={(action) => run(action, row)}
      />
    ),
    [entityType, entityStatus, mainAppId, shopCount, readOnly, shopLinkTenant, run, copy, translationSupport],
  );
  const renderBadge = useCallback(
    (row: ShopRowModel) =>
      translationSupport ? (
        <TranslationBadge
          status={row.translationStatus}
          translation={row.translation}
          loading={translationsLoading}
          {...(onTranslationLink ? { onOpenLink: () => onTranslationLink(row.appId) } : {})}
        />
      ) : null,
    [translationSupport, translationsLoading, onTranslationLink],
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
                renderBadge={renderBadge}
              />
              <Divider />
              <ShopOverview
                rows={otherRows}
                selectedAppId={selectedAppId}
                onSelect={onSelectApp}
                renderActions={renderActions}
                renderBadge={renderBadge}
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
