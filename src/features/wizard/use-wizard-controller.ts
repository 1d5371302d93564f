import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { useGetEditorConfig } from '@generated/api/content/content';
import type { EntityType, FormSection, ValidationErrors } from '@generated/model';
import { errorStatus, HttpError, serverMessage } from '@/api/errors';
import { SCHEMA_QUERY_OPTIONS } from '@/api/query-client';
import { useCurrentTenant } from '@/api/session';
import { getEntityConfig, isEntityType } from '@/entities';
import { blockTypesQuery, schemaBlockTypeNames } from '@/entities/editor-reads';
import { shortMessages } from '@/forms/server-errors';
import type { EntityFormValues } from '@/entities/editor-slots';
import { createPath, editPath, overviewPath } from '@/entities/paths';
import type { PublishFlags } from '@/entities/publish-flags';
import { t, type MessageKey } from '@/i18n';
import { showToast } from '@/lib/toasts';
import { valueDifferences, type ValueDifference } from '@/lib/value-diff';
import { saveConflict, type SaveConflict } from './conflict';
import { loadedValues, sectionDefaults, type PlainValues } from './form-defaults';
import {
  addShops,
  duplicateValues,
  comparable,
  isNonEditableTagGroup,
  isSaveDisabled,
  newEntityValues,
  pageTitle,
  removeShop,
  savePayload,
  type SavePayload,
} from './form-rules';
import { isEditorSection, stepIndex, stepPath } from './steps';
import { useDraft } from './use-draft';
import { useRecordRecent } from './use-record-recent';
import { useValidationDisplay } from './use-validation-display';
import { createValuesStore, useValuesSelector, type ValuesStore } from './values-store';
import { wizardApi, type EntityAnswer } from './wizard-api';
import {
  ACTIVE_BLOCK_KEY,
  APP_KEY,
  keptState,
  locationState,
  readAddress,
  withoutAction,
  withParam,
} from './wizard-address';

const NO_SECTIONS: FormSection[] = [];
const NO_ERRORS: ValidationErrors = {};

/** The shops of the values, in order ('1,4,7'): what the shop selection reads. */
const shopIdsKey = (values: EntityFormValues | undefined) =>
  (values?.appConfigs ?? []).map((config) => config.appId).join(',');
const versionOf = (values: EntityFormValues | undefined) =>
  typeof values?.version === 'number' ? values.version : undefined;
/** The configs' shops and blocks: what the validation's grouping reads (see useValidationDisplay). */
const shapeKey = (values: EntityFormValues | undefined) =>
  JSON.stringify(
    (values?.appConfigs ?? []).map((config) => [
      config.appId,
      (Array.isArray(config.contentElements) ? config.contentElements : []).map((element) => [
        element.id,
        element.type,
        element.index,
      ]),
    ]),
  );

interface FormState {
  /** type/id the values belong to. */
  key: string;
  /** The values being edited: outside React state, so a keystroke renders only what reads them. */
  store: ValuesStore;
  /** The values as last loaded or saved: dirty means different from these. */
  baseline: EntityFormValues;
}

/** The editor's own values kept beside the server's after a conflict (nothing is overwritten silently). */
export interface MineAfterConflict {
  values: EntityFormValues;
  differences: ValueDifference[];
}

export type SaveConfirmation = 'tag' | 'bundle' | null;

/** The reason a non-editable tag or tag group shows above its fields. */
function nonEditableReason(type: EntityType, values: PlainValues | undefined): string {
  if (type === 'tag-group')
    return t('editor.nonEditable.tagGroup', { group: String(values?.name ?? values?.key ?? '') });
  return t('editor.nonEditable.tag', { group: String(values?.group ?? '') });
}

const wizardBase = (type: EntityType, id: number | null) =>
  id === null ? createPath(type) : editPath(type, id);

/**
 * The wizard's controller (react-admin's edit controller): reads the address, runs the schema, block-type and
 * entity queries, owns the form values, dirtiness, saving, conflicts, drafts and the shop selection. The
 * components only render what it returns and call what it hands them.
 */
export function useWizardController(
  type: EntityType,
  { readOnly: viewOnly = false }: { readOnly?: boolean } = {},
) {
  const config = getEntityConfig(type);
  const api = useMemo(() => wizardApi(type), [type]);
  const { id: idSegment, step } = useParams();
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const address = readAddress(idSegment, params);
  const navState = locationState(location.state);
  const entityId = address.id ?? null;
  const notFound =
    address.id === undefined || (address.id === null && (config.disallowCreation || !api.create));
  const basePath = wizardBase(type, entityId);
  const [backPath] = useState(() => navState.overviewPath ?? overviewPath(type));

  const { data: tenant } = useCurrentTenant();
  const schemaQuery = useQuery({ ...api.formFields(), enabled: !notFound });
  const sections = schemaQuery.data?.data ?? NO_SECTIONS;
  const blockNames = useMemo(() => schemaBlockTypeNames(schemaQuery.data), [schemaQuery.data]);
  const blockTypes = useQuery({ ...blockTypesQuery(blockNames), enabled: blockNames.length > 0 });
  const entityQuery = useQuery({
    ...api.entity(entityId ?? 0),
    enabled: entityId !== null && !notFound,
    throwOnError: (error) => errorStatus(error) !== 404,
  });
  const entityMissing = errorStatus(entityQuery.error) === 404;
  useRecordRecent(type, entityId, entityQuery.data?.data);
  // A page of another kind under this type's route (/content/stories/{id} of a brand story) opens at its own
  // route: its schema is another, and a save here would try to change its kind.
  const loadedType = entityQuery.data?.data.entityType;
  const ownTypePath =
    entityId !== null && typeof loadedType === 'string' && loadedType !== type && isEntityType(loadedType)
      ? `${editPath(loadedType, entityId)}${location.search}`
      : null;

  const sharedDefaults = useMemo(() => sectionDefaults(sections, false), [sections]);
  const appDefaults = useMemo(() => sectionDefaults(sections, true), [sections]);
  const loadedBlockTypes = blockTypes.data?.data;
  const toFormValues = useCallback(
    (row: PlainValues): EntityFormValues =>
      loadedValues(row, sections, loadedBlockTypes) as unknown as EntityFormValues,
    [sections, loadedBlockTypes],
  );

  const sourceReady =
    schemaQuery.isSuccess &&
    tenant !== undefined &&
    (blockNames.length === 0 || !blockTypes.isPending) &&
    (entityId === null || entityQuery.data !== undefined);

  // The form values: initialised once per entity (and again from the server after each save).
  const formKey = `${type}/${entityId ?? 'new'}`;
  const [form, setForm] = useState<FormState | null>(null);
  const pendingKey = useRef<string | null>(null);
  useEffect(() => {
    if (!sourceReady || notFound || form?.key === formKey) return;
    if (pendingKey.current !== null && pendingKey.current !== formKey) return;
    pendingKey.current = null;
    if (entityId !== null && address.duplicate && entityQuery.data) {
      // A duplicate is a new entity: go to 'new' without the action, carrying the copied values.
      const copy = duplicateValues(type, toFormValues(entityQuery.data.data));
      const query = withoutAction(params).toString();
      const target = `${createPath(type)}${step ? `/${step}` : ''}${query ? `?${query}` : ''}`;
      void navigate(target, { replace: true, state: { ...navState, duplicate: copy } });
      return;
    }
    if (entityId === null) {
      const fresh = newEntityValues(type, tenant, sharedDefaults, appDefaults);
      setForm({ key: formKey, store: createValuesStore(navState.duplicate ?? fresh), baseline: fresh });
    } else if (entityQuery.data) {
      const loaded = toFormValues(entityQuery.data.data);
      setForm({ key: formKey, store: createValuesStore(loaded), baseline: loaded });
    }
  }, [
    sourceReady,
    notFound,
    form?.key,
    formKey,
    entityId,
    address.duplicate,
    entityQuery.data,
    type,
    toFormValues,
    step,
    params,
    navigate,
    navState,
    tenant,
    sharedDefaults,
    appDefaults,
  ]);
  const current = form?.key === formKey ? form : null;
  const store = current?.store;
  const baseline = current?.baseline;
  const baselineText = useMemo(() => (baseline ? comparable(baseline) : ''), [baseline]);
  // What the page shows of the values is read by selector: a keystroke renders the page again only when one
  // of these changes (dirty flips, the title or the shops change), never for the text typed itself.
  const isDirty = useCallback(
    (values: EntityFormValues | undefined) => (values ? comparable(values) !== baselineText : false),
    [baselineText],
  );
  const dirty = useValuesSelector(store, isDirty);
  /** The values now (the last keystroke included): what the handlers save, publish and keep. */
  const currentValues = () => store?.get();
  // A tag of the brands or influencer group (or such a group) cannot be saved (spec 2 §5.2): its fields are
  // read-only and the wizard says why, instead of a Save button that never turns on (issue 27 #8).
  const nonEditable = isNonEditableTagGroup(type, baseline);
  const readOnly = viewOnly || nonEditable;
  const setValues = useCallback(
    (update: (previous: EntityFormValues) => EntityFormValues) => store?.set(update),
    [store],
  );
  const reset = useCallback(
    (next: EntityFormValues, key = formKey) =>
      setForm({ key, store: createValuesStore(next), baseline: next }),
    [formKey],
  );

  // Steps.
  const currentStep = stepIndex(sections, step);
  const section = currentStep >= 0 ? sections[currentStep] : undefined;
  // The content step reads the editor's constants (CPID length, preview devices and modes) from the server.
  const editorConfig = useGetEditorConfig({
    query: { ...SCHEMA_QUERY_OPTIONS, enabled: isEditorSection(section) },
  }).data?.data;
  const firstStepPath = sections[0] ? stepPath(basePath, sections[0].attributes.slug, location.search) : null;
  // Every navigation inside the wizard keeps the overview's address for the back link (spec 2 §2.1).
  const kept = keptState(location.state);
  const goToStep = (index: number) => {
    const target = sections[index];
    if (target) void navigate(stepPath(basePath, target.attributes.slug, location.search), { state: kept });
  };

  // The selected shop (f[appId], default the main shop) and the active block (f[activeBlockId]).
  const appIdsKey = useValuesSelector(store, shopIdsKey);
  const configs = useMemo(() => (appIdsKey ? appIdsKey.split(',').map(Number) : []), [appIdsKey]);
  const mainAppId = tenant?.mainAppId ?? 1;
  const selectedAppId =
    [address.appId, mainAppId].find((id) => id !== undefined && configs.includes(id)) ??
    configs[0] ??
    mainAppId;
  const selectedIndex = configs.indexOf(selectedAppId);
  const selectApp = (appId: number) =>
    setParams(withParam(params, APP_KEY, appId), { replace: true, state: kept });
  const setActiveBlockId = (blockId: number | undefined) =>
    setParams(withParam(params, ACTIVE_BLOCK_KEY, blockId), { replace: true, state: kept });

  // Saving.
  const [busy, setBusy] = useState(false);
  const [serverErrors, setServerErrors] = useState<ValidationErrors>(NO_ERRORS);
  const [conflict, setConflict] = useState<SaveConflict | null>(null);
  const [mine, setMine] = useState<MineAfterConflict | null>(null);
  const [confirmation, setConfirmation] = useState<SaveConfirmation>(null);
  const draft = useDraft({
    tenantKey: tenant?.key ?? null,
    type,
    entityId,
    store,
    dirty,
    version: useValuesSelector(store, versionOf),
    offer: current !== null && navState.duplicate === undefined,
    // Under someone else's edit lock the form is view-only: a stored draft is offered once it may be edited.
    wait: readOnly,
    onRestore: (restored) => setValues(() => restored),
  });

  const fetchEntity = (id: number) => queryClient.fetchQuery({ ...api.entity(id), staleTime: 0 });

  /**
   * A failed save or publish: 409 → the conflict dialog; 422 → the field errors and their toasts; anything else
   * → a toast, the values kept (and dirty, with their draft). A 422 on an update may come after the server saved
   * the draft and refused only the publish of some shops, so the form then follows the saved version.
   */
  const handleWriteError = async (error: unknown) => {
    const found = saveConflict(error);
    if (found) setConflict(found);
    else if (error instanceof HttpError && error.status === 422) {
      // The server's sentences as the §5.1 short messages, shown under the field's label.
      const fieldErrors = shortMessages(error.fieldErrors);
      setServerErrors(fieldErrors);
      // The validation toasts (a summary per shop) replace the raw messages (spec 2 §5.1).
      const shown = validationDisplay.summaries(fieldErrors);
      if (!shown.length) shown.push(serverMessage(error) ?? error.message);
      // A bundle's failing save says so first (spec 2 §5.2).
      if (type === 'bundle') shown.unshift(t('wizard.validationError'));
      for (const message of shown) showToast({ severity: 'error', message });
    } else {
      // Network failure or any other answer: the values stay (and stay dirty, with their draft).
      const reason = serverMessage(error)
        ?.trim()
        .replace(/[.!]+$/, '');
      showToast({
        severity: 'error',
        message: reason ? t('wizard.saveFailedReason', { reason }) : t('wizard.saveFailed'),
      });
    }
    if (errorStatus(error) === 422) await followSavedVersion();
  };

  /** After a refused write: when the server saved anyway (a newer version), the form reloads it. */
  const followSavedVersion = async () => {
    const values = currentValues();
    if (entityId === null || values?.version === undefined) return;
    const fresh = await fetchEntity(entityId).catch(() => null);
    if (!fresh || fresh.data.version === values.version) return;
    queryClient.setQueryData(api.entity(entityId).queryKey, fresh);
    void queryClient.invalidateQueries({ queryKey: [api.listKeyRoot] });
    await draft.clear();
    reset(toFormValues(fresh.data));
  };

  /**
   * Sends the payload (update with an id, else create), reinitialises the form from the server (the full entity
   * with every include; the answer if that fails) and toasts `success` of the saved entity.
   */
  const write = async (payload: SavePayload, success: (saved: EntityAnswer) => MessageKey) => {
    const call = entityId !== null ? api.update?.bind(null, entityId) : api.create;
    if (!call) return;
    setBusy(true);
    try {
      const answer: EntityAnswer = await call(payload);
      const savedId = answer.data.id;
      const fresh = await fetchEntity(savedId).catch(() => answer);
      queryClient.setQueryData(api.entity(savedId).queryKey, fresh);
      void queryClient.invalidateQueries({ queryKey: [api.listKeyRoot] });
      setServerErrors(NO_ERRORS);
      setMine(null);
      await draft.clear();
      showToast({ severity: 'success', message: t(success(fresh)) });
      const next = toFormValues(fresh.data);
      if (entityId === null) {
        const key = `${type}/${savedId}`;
        pendingKey.current = key;
        reset(next, key);
        const slug = section?.attributes.slug ?? sections[0]?.attributes.slug ?? '';
        void navigate(stepPath(editPath(type, savedId), slug, withoutAction(params).toString()), {
          replace: true,
          state: { bypassLeaveGuard: true, overviewPath: backPath },
        });
      } else {
        reset(next);
      }
    } catch (error) {
      await handleWriteError(error);
    } finally {
      setBusy(false);
    }
  };

  const save = async () => {
    const values = currentValues();
    if (!values || busy) return;
    setConfirmation(null);
    // A published bundle's save publishes it again (its payload keeps isPublished).
    await write(savePayload(type, values, { parentId: address.parentId }), (saved) =>
      type === 'bundle' && saved.data.isPublished === true ? 'wizard.savedPublished' : 'wizard.saved',
    );
  };

  /**
   * Publishes or unpublishes (spec 2 §4.1, §4.2): the clean form's values saved with the publish flags, per shop
   * or for the whole bundle. Publish is disabled for a new or dirty entity, busy or view-only.
   */
  const publish = async (flags: PublishFlags) => {
    const values = currentValues();
    if (!values || busy || isDirty(values) || readOnly || entityId === null) return;
    await write(savePayload(type, values, { parentId: address.parentId, publish: flags }), () =>
      flags.level === 'appConfig'
        ? 'wizard.publishUpdated'
        : flags.isPublished
          ? 'wizard.bundlePublished'
          : 'wizard.bundleUnpublished',
    );
  };

  /** Save with the confirmation the type asks for (spec 2 §2.6, §8). */
  const requestSave = () => {
    if ((type === 'tag' || type === 'tag-group') && entityId !== null) setConfirmation('tag');
    else if (type === 'bundle' && currentValues()?.isPublished === true) setConfirmation('bundle');
    else void save();
  };

  const loadTheirs = async () => {
    const values = currentValues();
    if (entityId === null || !values) return;
    setBusy(true);
    try {
      const answer = await fetchEntity(entityId);
      const theirs = toFormValues(answer.data);
      // A stale publish had nothing unsaved: there are no own values to keep beside theirs.
      setMine(isDirty(values) ? { values, differences: valueDifferences(values, theirs) } : null);
      reset(theirs);
      setConflict(null);
    } catch {
      showToast({ severity: 'error', message: t('wizard.saveFailed') });
    } finally {
      setBusy(false);
    }
  };

  /** Puts the editor's own values back on top of the loaded version (a deliberate overwrite, saved by Save). */
  const reapplyMine = () => {
    const values = currentValues();
    if (!mine || !values) return;
    const version = values.version;
    setValues(() => ({ ...mine.values, ...(version !== undefined ? { version } : {}) }));
    setMine(null);
  };

  /**
   * Loads restored values (a kept version, from the History drawer) as unsaved changes: shown like a loaded
   * entity, but on top of the current version, so Save is a normal update (and a stale one still a 409).
   */
  const restore = useCallback(
    (restored: EntityFormValues) =>
      setValues((previous) => ({ ...toFormValues(restored), version: previous.version })),
    [setValues, toFormValues],
  );

  // The validation's grouping reads only the configs' shops and blocks (their shape): typing does not regroup.
  const shape = useValuesSelector(store, shapeKey);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- shape stands for what the grouping reads
  const shapedConfigs = useMemo(() => store?.get().appConfigs, [store, shape]);
  const entityData = entityQuery.data?.data;
  const title = useValuesSelector(
    store,
    useCallback((values) => pageTitle(type, values ?? entityData), [type, entityData]),
  );
  const nonEditableNow = useValuesSelector(
    store,
    useCallback((values) => isNonEditableTagGroup(type, values), [type]),
  );
  const validation = entityQuery.data?.meta?.validation;
  const fieldErrors = useMemo(() => ({ ...(validation ?? {}), ...serverErrors }), [validation, serverErrors]);
  const validationDisplay = useValidationDisplay({
    fieldErrors,
    sections,
    blockTypes: blockTypes.data?.data,
    apps: tenant?.apps,
    appConfigs: shapedConfigs,
    basePath,
  });

  return {
    type,
    config,
    tenant,
    notFound: notFound || entityMissing,
    ownTypePath,
    ready: current !== null && tenant !== undefined,
    entityId,
    basePath,
    backPath,
    title,
    entity: entityQuery.data?.data,
    sections,
    schemaAttributes: schemaQuery.data?.meta.attributes,
    blockTypes: blockTypes.data?.data,
    editorConfig,
    currentStep,
    section,
    firstStepPath,
    goToStep,
    /** The form values: read them with `useValues` / `useValuesSelector`, or `store.get()` in a handler. */
    store,
    dirty,
    setValues,
    sharedDefaults,
    appDefaults,
    selectedAppId,
    selectedIndex,
    selectApp,
    addApps: (appIds: number[]) => setValues((previous) => addShops(previous, appIds, appDefaults)),
    removeApp: (appId: number) => setValues((previous) => removeShop(previous, appId)),
    activeBlockId: address.activeBlockId,
    setActiveBlockId,
    readOnly,
    /** Why the fields are read-only when it is the entity itself (a non-editable tag group), not the lock. */
    readOnlyReason: nonEditable ? nonEditableReason(type, baseline) : null,
    busy,
    // A type without the call (block types are never written) cannot save at all.
    saveDisabled:
      // (the non-editable check on the values now comes from the selector above)
      nonEditableNow ||
      isSaveDisabled({ type, values: undefined, dirty, busy, readOnly }) ||
      !(entityId !== null ? api.update : api.create),
    requestSave,
    save,
    confirmation,
    cancelConfirmation: () => setConfirmation(null),
    fieldErrors,
    validation: validationDisplay,
    conflict,
    closeConflict: () => setConflict(null),
    loadTheirs,
    mine,
    reapplyMine,
    restore,
    dismissMine: () => setMine(null),
    draft,
    publish,
    api,
    /** The guard bypass of navigations the wizard makes itself. */
    bypassesGuard: (state: unknown) => locationState(state).bypassLeaveGuard === true,
  };
}

export type WizardController = ReturnType<typeof useWizardController>;
