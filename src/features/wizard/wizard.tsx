import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import { lazy, memo, Suspense, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import type { BlockType, EntityType } from '@generated/model';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { PageLoader } from '@/components/page-loader';
import type { AppConfigFormValues, EntityFormValues } from '@/entities/editor-slots';
import type { PublishShop } from '@/entities/publish-flags';
import { HISTORY_KEY } from '@/entities/paths';
import type { EntityFormContext } from '@/forms/form-context';
import { t } from '@/i18n';
import { useHasBeenTrue } from '@/lib/use-has-been-true';
import type { PlainValues } from './form-defaults';
import { entityName } from './form-rules';
import { ResizableSidebar, SIDEBAR_WIDTH } from './resizable-sidebar';
import { SaveTagDialog } from './save-tag-dialog';
import { StoreSectionForm } from './store-section-form';
import { ShopPanelSlot, type ShopPanelBaseProps } from './shop-panel-slot';
import type {
  WizardEditorSlotProps,
  WizardEntitySlotProps,
  WizardHistorySlotProps,
  WizardSlots,
} from './slots';
import { isEditorSection, isShopSection } from './steps';
import { useBracketKey } from './use-bracket-key';
import { useSaveShortcut } from './use-save-shortcut';
import { useFieldFocus } from './use-field-focus';
import { useLeaveGuard } from './use-leave-guard';
import { useWizardController, type WizardController } from './use-wizard-controller';
import { blockFieldMessages } from './validation-groups';
import { ValidationSummary } from './validation-summary';
import { useValuesSelector, type ValuesStore } from './values-store';
import { WizardFooter } from './wizard-footer';
import { WizardHeader } from './wizard-header';
import { WizardMenu } from './wizard-menu';

// What shows only now and then (a stored draft, a save conflict, the details drawer, the differences kept after
// loading the other version) loads with its first showing, without the dates library and MUI's Table.
const ConflictDialog = lazy(async () => ({ default: (await import('./conflict-dialog')).ConflictDialog }));
const DraftDialog = lazy(async () => ({ default: (await import('./draft-dialog')).DraftDialog }));
const EntityDetailsDrawer = lazy(async () => ({
  default: (await import('./entity-details-drawer')).EntityDetailsDrawer,
}));
const MinePanel = lazy(async () => ({ default: (await import('./mine-panel')).MinePanel }));

/** The summary's props change with the validation, not with a keystroke. */
const MemoValidationSummary = memo(ValidationSummary);
const NO_BLOCK_TYPES: BlockType[] = [];

/** Narrower than this, two 350 px side panels leave the block list too little room (spec 2 §2.4). */
const NARROW_FOR_THREE_COLUMNS = '(max-width: 1279.95px)';

/** Main content is at most 765 px wide (spec 2 §2.4). */
const CONTENT_MAX_WIDTH = 765;

export interface WizardProps extends WizardSlots {
  type: EntityType;
  /** View-only mode (the edit lock): Save is disabled and the fields are read-only. */
  readOnly?: boolean;
  /** What an unknown id, or 'new' on a type whose creation is disabled, shows (the app's 404 screen). */
  notFound: ReactNode;
}

type OpenDrawer = 'details' | 'comments' | 'history' | null;

/**
 * The entity editing wizard (spec 2 §2): header with steps and action bar, the step's form between the shop
 * panel (shop-constrained steps) and the block attributes panel (the content step), the stepper footer, and
 * the leave guard, draft, conflict and save-confirmation dialogs.
 */
export function Wizard({ type, readOnly: viewOnly = false, notFound, ...slots }: WizardProps) {
  const c = useWizardController(type, { readOnly: viewOnly });
  // View-only under the lock, or an entity that cannot be edited at all (a non-editable tag group).
  const readOnly = c.readOnly;
  const location = useLocation();
  const blocker = useLeaveGuard(c.dirty, c.basePath);
  const [collapsed, setCollapsed] = useState(false);
  const toggleCollapsed = useCallback(() => setCollapsed((value) => !value), []);
  // `?history=N` (a link of the activity log) opens the History drawer at version N.
  const historyVersion = Number(new URLSearchParams(location.search).get(HISTORY_KEY)) || undefined;
  const [drawer, setDrawer] = useState<OpenDrawer>(historyVersion ? 'history' : null);
  const [previewMinimised, setPreviewMinimised] = useState(false);
  const togglePreview = useCallback(() => setPreviewMinimised((value) => !value), []);
  const shopSection = isShopSection(c.section);
  const editorSection = isEditorSection(c.section);
  const hasShopPanel = shopSection && slots.renderShopPanel !== undefined;
  useBracketKey(hasShopPanel, toggleCollapsed);
  useSaveShortcut(!c.saveDisabled, c.requestSave);
  // Below the width where shop panel, block list and block panel fit side by side, the shop panel and the
  // preview give way when a block opens (both can be shown again), so the list keeps its room (issue 27 #6).
  const narrow = useMediaQuery(NARROW_FOR_THREE_COLUMNS);
  const blockOpen = editorSection && c.activeBlockId !== undefined;
  useEffect(() => {
    if (!narrow || !blockOpen) return;
    setCollapsed(true);
    setPreviewMinimised(true);
  }, [narrow, blockOpen]);
  useFieldFocus(c.validation.focusRequest);
  const draftShown = useHasBeenTrue(c.draft.offered?.savedAt !== undefined);
  const conflictShown = useHasBeenTrue(c.conflict !== null);
  const detailsShown = useHasBeenTrue(drawer === 'details');
  // With the preview beside the block list (spec 2 §2.7), a window under 1600 px gives the shop panel's room to it.
  const previewBeside =
    editorSection &&
    slots.renderPreview !== undefined &&
    c.schemaAttributes?.hasPreview === true &&
    !previewMinimised;
  useEffect(() => {
    if (previewBeside && window.innerWidth < 1600) setCollapsed(true);
  }, [previewBeside]);

  // The page title names the entity; the route's own title comes back when the wizard goes.
  useEffect(() => {
    if (!c.ready) return;
    const before = document.title;
    document.title = t('page.titleSuffix', { page: c.title });
    return () => {
      document.title = before;
    };
  }, [c.ready, c.title]);

  // Memoised: the widgets read it through RJSF, which compares it on every render.
  const contextAppId = shopSection ? c.selectedAppId : (c.tenant?.mainAppId ?? c.selectedAppId);
  const formContext = useMemo<EntityFormContext>(
    () => ({ appId: contextAppId, entityType: type, entityId: c.entityId, readOnly }),
    [contextAppId, type, c.entityId, readOnly],
  );

  // What the chrome shows of the values, by selector: a keystroke renders it again only when these change.
  const store = c.store;
  const tenantApps = c.tenant?.apps;
  const shopsKey = useValuesSelector(store, publishShopsKey);
  const shops = useMemo<PublishShop[]>(
    () =>
      (JSON.parse(shopsKey) as [number, PublishShop['status'], string | null][]).map(
        ([appId, status, activeUntil]) => ({
          appId,
          name: tenantApps?.find((app) => app.id === appId)?.name ?? String(appId),
          status,
          activeUntil,
        }),
      ),
    [shopsKey, tenantApps],
  );
  const isPublished = useValuesSelector(store, isPublishedOf);
  const name = useValuesSelector(store, entityName);
  const groupKey = useValuesSelector(store, keyOf);
  const openComments = useCallback(() => setDrawer('comments'), []);
  const closeDrawer = useCallback(() => setDrawer(null), []);

  if (c.notFound) return <>{notFound}</>;
  if (c.ownTypePath) return <Navigate replace to={c.ownTypePath} state={location.state} />;
  if (!c.ready || !store) return <PageLoader />;
  if (c.currentStep < 0 && c.firstStepPath)
    return <Navigate replace to={c.firstStepPath} state={location.state} />;

  // The action-bar slots get the values as of the chrome's last render (they render again when dirty, busy,
  // the title or the shops change, not per keystroke); what acts on the values goes through the wizard.
  const entitySlot: WizardEntitySlotProps = {
    entityType: type,
    entityId: c.entityId,
    values: store.get(),
    dirty: c.dirty,
    busy: c.busy,
    readOnly,
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', flexGrow: 1 }}>
      <WizardHeader
        title={c.title}
        backPath={c.backPath}
        basePath={c.basePath}
        sections={c.sections}
        current={c.currentStep}
        presence={slots.renderPresence?.(entitySlot)}
        watchers={c.entityId !== null ? slots.renderWatchers?.(entitySlot) : undefined}
        comments={slots.renderComments?.({
          ...entitySlot,
          open: drawer === 'comments',
          onOpen: openComments,
          onClose: closeDrawer,
        })}
        publish={
          c.config.publishLevel === 'none'
            ? undefined
            : slots.renderPublish?.({
                ...entitySlot,
                level: c.config.publishLevel,
                isPublished,
                shops,
                errors: c.fieldErrors,
                onPublish: c.publish,
              })
        }
        menu={
          c.entityId !== null ? (
            <WizardMenu
              onDetails={() => setDrawer('details')}
              onHistory={slots.renderHistory ? () => setDrawer('history') : undefined}
              publicApiUrl={typeof c.entity?.publicApiUrl === 'string' ? c.entity.publicApiUrl : null}
            />
          ) : undefined
        }
        saveDisabled={c.saveDisabled}
        saving={c.busy}
        onSave={c.requestSave}
      />
      <WizardBody
        c={c}
        slots={slots}
        type={type}
        readOnly={readOnly}
        collapsed={collapsed}
        onToggleCollapsed={toggleCollapsed}
        hasShopPanel={hasShopPanel}
        shopSection={shopSection}
        editorSection={editorSection}
        previewMinimised={previewMinimised}
        onTogglePreview={togglePreview}
        formContext={formContext}
      />
      <WizardFooter sections={c.sections} current={c.currentStep} onStep={c.goToStep} />

      <ConfirmDialog
        open={blocker.state === 'blocked'}
        onConfirm={() => blocker.proceed?.()}
        onClose={() => blocker.reset?.()}
      >
        {t('wizard.leave')}
      </ConfirmDialog>
      <Suspense fallback={null}>
        {draftShown && (
          <DraftDialog
            savedAt={c.draft.offered?.savedAt}
            onRestore={c.draft.restore}
            onDiscard={c.draft.discard}
          />
        )}
        {conflictShown && (
          <ConflictDialog
            conflict={c.conflict}
            busy={c.busy}
            onLoadTheirs={() => void c.loadTheirs()}
            onKeepEditing={c.closeConflict}
          />
        )}
      </Suspense>
      {(type === 'tag' || type === 'tag-group') && c.entityId !== null && (
        <SaveTagDialog
          open={c.confirmation === 'tag'}
          type={type}
          entityId={c.entityId}
          name={name}
          {...(groupKey !== undefined ? { groupKey } : {})}
          api={c.api}
          onConfirm={() => void c.save()}
          onClose={c.cancelConfirmation}
        />
      )}
      <ConfirmDialog
        open={c.confirmation === 'bundle'}
        onConfirm={() => void c.save()}
        onClose={c.cancelConfirmation}
        confirmLabel={t('wizard.saveConfirm.confirm')}
        confirmColor="primary"
      >
        {t('wizard.saveConfirm.bundle')}
      </ConfirmDialog>
      {c.entityId !== null && detailsShown && (
        <Suspense fallback={null}>
          <EntityDetailsDrawer
            open={drawer === 'details'}
            onClose={() => setDrawer(null)}
            api={c.api}
            entity={c.entity}
            apps={c.tenant?.apps ?? []}
            hasStream={c.config.resourceType === 'page' || type === 'bundle'}
          />
        </Suspense>
      )}
      {c.entityId !== null && slots.renderHistory && (
        <HistorySlot
          render={slots.renderHistory}
          store={store}
          props={{
            ...entitySlot,
            entityId: c.entityId,
            sections: c.sections,
            open: drawer === 'history',
            version: historyVersion,
            onClose: closeDrawer,
            onRestore: c.restore,
          }}
        />
      )}
    </Box>
  );
}

/** The values every shop shares (a plain step's form). */
const sharedValues = (values: EntityFormValues): PlainValues => {
  const { appConfigs: _configs, ...shared } = values;
  return shared as PlainValues;
};
const writeShared = (values: EntityFormValues, data: PlainValues): EntityFormValues => ({
  ...values,
  ...data,
  appConfigs: values.appConfigs,
});

const publishShopsKey = (values: EntityFormValues | undefined) =>
  JSON.stringify(
    (values?.appConfigs ?? []).map((config: AppConfigFormValues) => [
      config.appId,
      config.status ?? 'draft',
      typeof config.activeUntil === 'string' ? config.activeUntil : null,
    ]),
  );
const isPublishedOf = (values: EntityFormValues | undefined) => values?.isPublished === true;
const keyOf = (values: EntityFormValues | undefined) =>
  typeof values?.key === 'string' ? values.key : undefined;

/** The History drawer: the current values while it is open (it compares them with a kept version). */
function HistorySlot({
  render,
  store,
  props,
}: {
  render: NonNullable<WizardSlots['renderHistory']>;
  store: ValuesStore;
  props: WizardHistorySlotProps;
}) {
  const live = useValuesSelector(store, props.open ? wholeValues : noValues);
  return <>{render({ ...props, values: live ?? props.values })}</>;
}
const wholeValues = (values: EntityFormValues | undefined) => values;
const noValues = () => undefined;

interface WizardBodyProps {
  c: WizardController;
  slots: WizardSlots;
  type: EntityType;
  readOnly: boolean;
  collapsed: boolean;
  onToggleCollapsed: () => void;
  hasShopPanel: boolean;
  shopSection: boolean;
  editorSection: boolean;
  previewMinimised: boolean;
  onTogglePreview: () => void;
  formContext: EntityFormContext;
}

/**
 * The step's form with the panels beside it (shop panel, block list, block panel, preview): the part of the
 * page that reads the values, so the only part a keystroke renders again (with the form's own fields).
 */
function WizardBody({
  c,
  slots,
  type,
  readOnly,
  collapsed,
  onToggleCollapsed: toggleCollapsed,
  hasShopPanel,
  shopSection,
  editorSection,
  previewMinimised,
  onTogglePreview,
  formContext,
}: WizardBodyProps) {
  // The content step's block editor and preview take the shop's config as a prop, so there the body renders
  // with each change of it; a form step's form reads the store itself (StoreSectionForm) and the body renders
  // only when the selected shop's config comes or goes.
  const index = c.selectedIndex;
  const selectEditorShopConfig = useCallback(
    (values: EntityFormValues | undefined) => (editorSection ? values?.appConfigs[index] : undefined),
    [editorSection, index],
  );
  const editorShopConfig = useValuesSelector(c.store, selectEditorShopConfig);
  const selectConfigAppId = useCallback(
    (values: EntityFormValues | undefined) => values?.appConfigs[index]?.appId,
    [index],
  );
  const configAppId = useValuesSelector(c.store, selectConfigAppId);
  const setValues = c.setValues;
  // The same object while the chrome's state is unchanged: the panel's slot skips a keystroke's render.
  const shopPanel = useMemo<ShopPanelBaseProps>(
    () => ({
      entityType: type,
      entityId: c.entityId,
      selectedAppId: c.selectedAppId,
      onSelectApp: c.selectApp,
      onAddApps: c.addApps,
      onRemoveApp: c.removeApp,
      readOnly,
      collapsed,
      onToggleCollapsed: toggleCollapsed,
      errorCounts: c.validation.errorCounts,
      sections: c.sections,
      blockTypes: c.blockTypes ?? NO_BLOCK_TYPES,
      dirty: c.dirty,
      onChangeValues: setValues,
    }),
    [
      type,
      c.entityId,
      c.selectedAppId,
      c.selectApp,
      c.addApps,
      c.removeApp,
      readOnly,
      collapsed,
      toggleCollapsed,
      c.validation.errorCounts,
      c.sections,
      c.blockTypes,
      c.dirty,
      setValues,
    ],
  );
  const selectShop = useCallback(
    (values: EntityFormValues) =>
      values.appConfigs.find((config) => config.appId === configAppId) ?? ({} as PlainValues),
    [configAppId],
  );
  const writeShop = useCallback(
    (values: EntityFormValues, data: PlainValues) => ({
      ...values,
      appConfigs: values.appConfigs.map((config) =>
        config.appId === configAppId ? { ...config, ...data, appId: config.appId } : config,
      ),
    }),
    [configAppId],
  );
  const store = c.store;
  if (!store) return null;

  const section = c.section;
  const appConfig = editorShopConfig;
  const setAppConfig = (next: AppConfigFormValues) =>
    setValues((previous) => ({
      ...previous,
      appConfigs: previous.appConfigs.map((config) => (config.appId === next.appId ? next : config)),
    }));
  const editorProps: WizardEditorSlotProps | null =
    section && editorSection && appConfig && c.editorConfig
      ? {
          entityType: type,
          entityId: c.entityId,
          section,
          slots: section.items[0]?.attributes?.slots ?? c.schemaAttributes?.slots ?? [],
          blockTypes: c.blockTypes ?? [],
          appId: c.selectedAppId,
          appConfig,
          onChange: setAppConfig,
          activeBlockId: c.activeBlockId,
          onActiveBlockChange: c.setActiveBlockId,
          readOnly,
          editorConfig: c.editorConfig,
          blockErrors: blockFieldMessages(
            c.validation.fieldMessages,
            c.selectedIndex,
            (appConfig.contentElements ?? []).findIndex((element) => element.id === c.activeBlockId),
          ),
        }
      : null;
  // The preview (spec 2 §2.7, §2.8): shown and not minimised, it takes the main column and the block list moves
  // into the side panel container beside it; the active block's panel stays in the right sidebar.
  const preview =
    editorProps && slots.renderPreview && c.schemaAttributes?.hasPreview
      ? slots.renderPreview({
          ...editorProps,
          minimised: previewMinimised,
          onToggleMinimised: onTogglePreview,
        })
      : null;
  const listInSidePanel = preview !== null && !previewMinimised && slots.renderEditor !== undefined;

  return (
    <>
      <Box sx={{ display: 'flex', flexGrow: 1, alignItems: 'stretch' }}>
        {hasShopPanel && (
          <Box
            component="aside"
            sx={{
              width: collapsed ? 'auto' : SIDEBAR_WIDTH,
              flexShrink: 0,
              borderRight: 1,
              borderColor: 'divider',
            }}
          >
            <Box sx={{ position: 'sticky', top: 0 }}>
              {slots.renderShopPanel && c.store && (
                <ShopPanelSlot render={slots.renderShopPanel} store={c.store} props={shopPanel} />
              )}
            </Box>
          </Box>
        )}
        <Box sx={{ flexGrow: 1, minWidth: 0, px: 3, py: 3 }}>
          <Box sx={{ maxWidth: listInSidePanel ? undefined : CONTENT_MAX_WIDTH, mx: 'auto' }}>
            {c.readOnlyReason && (
              <Alert severity="info" sx={{ mb: 2 }}>
                {c.readOnlyReason}
              </Alert>
            )}
            {c.mine && (
              <Suspense fallback={null}>
                <MinePanel
                  differences={c.mine.differences}
                  onReapply={c.reapplyMine}
                  onDismiss={c.dismissMine}
                />
              </Suspense>
            )}
            <MemoValidationSummary shops={c.validation.shops} onOpen={c.validation.open} />
            {preview && <Box sx={{ mb: 2 }}>{preview}</Box>}
            {section &&
              !listInSidePanel &&
              // Without a block editor in its slot, the content step lists the shop's blocks read-only
              // (the form layer's Editor field).
              (editorSection && editorProps && slots.renderEditor ? (
                slots.renderEditor(editorProps)
              ) : editorSection && !c.editorConfig ? (
                <PageLoader />
              ) : shopSection ? (
                configAppId !== undefined && (
                  <StoreSectionForm
                    key={`${section.attributes.slug}-${configAppId}`}
                    store={store}
                    select={selectShop}
                    write={writeShop}
                    section={section}
                    errors={c.validation.fieldMessages}
                    errorPrefix={`appConfigs.${c.selectedIndex}`}
                    formContext={formContext}
                    readOnly={readOnly}
                  />
                )
              ) : (
                <StoreSectionForm
                  key={section.attributes.slug}
                  store={store}
                  select={sharedValues}
                  write={writeShared}
                  section={section}
                  errors={c.validation.fieldMessages}
                  errorPrefix=""
                  formContext={formContext}
                  readOnly={readOnly}
                />
              ))}
          </Box>
        </Box>
        {editorProps && listInSidePanel && (
          <Box
            component="aside"
            aria-label={t('preview.blockList')}
            sx={{ width: SIDEBAR_WIDTH, flexShrink: 0, borderLeft: 1, borderColor: 'divider', p: 1 }}
          >
            {slots.renderEditor?.(editorProps)}
          </Box>
        )}
        {editorProps && editorProps.activeBlockId !== undefined && slots.renderBlockPanel && (
          <ResizableSidebar>{slots.renderBlockPanel(editorProps)}</ResizableSidebar>
        )}
      </Box>
    </>
  );
}
