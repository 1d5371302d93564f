import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import type { EntityType } from '@generated/model';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { PageLoader } from '@/components/page-loader';
import type { AppConfigFormValues, ShopPanelSlotProps } from '@/entities/editor-slots';
import { HISTORY_KEY } from '@/entities/paths';
import type { EntityFormContext } from '@/forms/form-context';
import { t } from '@/i18n';
import { useHasBeenTrue } from '@/lib/use-has-been-true';
import type { PlainValues } from './form-defaults';
import { entityName } from './form-rules';
import { ResizableSidebar, SIDEBAR_WIDTH } from './resizable-sidebar';
import { SaveTagDialog } from './save-tag-dialog';
import { SectionForm } from './section-form';
import type { WizardEditorSlotProps, WizardEntitySlotProps, WizardSlots } from './slots';
import { isEditorSection, isShopSection } from './steps';
import { useBracketKey } from './use-bracket-key';
import { useSaveShortcut } from './use-save-shortcut';
import { useFieldFocus } from './use-field-focus';
import { useLeaveGuard } from './use-leave-guard';
import { useWizardController } from './use-wizard-controller';
import { blockFieldMessages } from './validation-groups';
import { ValidationSummary } from './validation-summary';
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

  const values = c.values;
  const sharedData = useMemo(() => {
    if (!values) return {};
    const { appConfigs: _configs, ...shared } = values;
    return shared as PlainValues;
  }, [values]);

  // Memoised: the widgets read it through RJSF, which compares it on every render.
  const contextAppId = shopSection ? c.selectedAppId : (c.tenant?.mainAppId ?? c.selectedAppId);
  const formContext = useMemo<EntityFormContext>(
    () => ({ appId: contextAppId, entityType: type, entityId: c.entityId, readOnly }),
    [contextAppId, type, c.entityId, readOnly],
  );

  if (c.notFound) return <>{notFound}</>;
  if (c.ownTypePath) return <Navigate replace to={c.ownTypePath} state={location.state} />;
  if (!c.ready || !values) return <PageLoader />;
  if (c.currentStep < 0 && c.firstStepPath)
    return <Navigate replace to={c.firstStepPath} state={location.state} />;

  const section = c.section;
  const appConfig = c.selectedIndex >= 0 ? values.appConfigs[c.selectedIndex] : undefined;
  const setAppConfig = (next: AppConfigFormValues) =>
    c.setValues((previous) => ({
      ...previous,
      appConfigs: previous.appConfigs.map((config) => (config.appId === next.appId ? next : config)),
    }));
  const entitySlot: WizardEntitySlotProps = {
    entityType: type,
    entityId: c.entityId,
    values,
    dirty: c.dirty,
    busy: c.busy,
    readOnly,
  };
  const shopPanel: ShopPanelSlotProps = {
    entityType: type,
    entityId: c.entityId,
    values,
    selectedAppId: c.selectedAppId,
    onSelectApp: c.selectApp,
    onAddApps: c.addApps,
    onRemoveApp: c.removeApp,
    readOnly,
    collapsed,
    onToggleCollapsed: toggleCollapsed,
    errorCounts: c.validation.errorCounts,
    sections: c.sections,
    blockTypes: c.blockTypes ?? [],
    dirty: c.dirty,
    onChangeValues: c.setValues,
  };
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
          onToggleMinimised: () => setPreviewMinimised((value) => !value),
        })
      : null;
  const listInSidePanel = preview !== null && !previewMinimised && slots.renderEditor !== undefined;

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
          onOpen: () => setDrawer('comments'),
          onClose: () => setDrawer(null),
        })}
        publish={
          c.config.publishLevel === 'none'
            ? undefined
            : slots.renderPublish?.({
                ...entitySlot,
                level: c.config.publishLevel,
                isPublished: values.isPublished === true,
                shops: values.appConfigs.map((config: AppConfigFormValues) => ({
                  appId: config.appId,
                  name: c.tenant?.apps.find((app) => app.id === config.appId)?.name ?? String(config.appId),
                  status: config.status ?? 'draft',
                  activeUntil: typeof config.activeUntil === 'string' ? config.activeUntil : null,
                })),
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
            <Box sx={{ position: 'sticky', top: 0 }}>{slots.renderShopPanel?.(shopPanel)}</Box>
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
            <ValidationSummary shops={c.validation.shops} onOpen={c.validation.open} />
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
                appConfig && (
                  <SectionForm
                    key={`${section.attributes.slug}-${appConfig.appId}`}
                    section={section}
                    formData={appConfig}
                    onChange={(data) => setAppConfig({ ...appConfig, ...data, appId: appConfig.appId })}
                    errors={c.validation.fieldMessages}
                    errorPrefix={`appConfigs.${c.selectedIndex}`}
                    formContext={formContext}
                    readOnly={readOnly}
                  />
                )
              ) : (
                <SectionForm
                  key={section.attributes.slug}
                  section={section}
                  formData={sharedData}
                  onChange={(data) =>
                    c.setValues((previous) => ({ ...previous, ...data, appConfigs: previous.appConfigs }))
                  }
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
          name={entityName(values)}
          {...(typeof values.key === 'string' ? { groupKey: values.key } : {})}
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
      {c.entityId !== null &&
        slots.renderHistory?.({
          ...entitySlot,
          entityId: c.entityId,
          sections: c.sections,
          open: drawer === 'history',
          version: historyVersion,
          onClose: () => setDrawer(null),
          onRestore: c.restore,
        })}
    </Box>
  );
}
