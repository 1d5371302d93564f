// The translations of an entity's shops for the shop panel (spec 2 §4.3, §6, §7, §8): the latest translation
// per shop (list with perPage 100), and the actions — request (the modal), download (apply to the form by the
// recorded units, with the three §8 messages and the conflicts), upload of the translated exchange file, stop
// (confirm) — plus the badge link (the exchange file). The app layer hands these to the shop panel.
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState, type ReactNode } from 'react';
import {
  confirmTranslation,
  downloadTranslationFile,
  getListTranslationsQueryKey,
  getTranslation,
  requestTranslation,
  uploadTranslationFile,
  useListTranslations,
} from '@generated/api/translations/translations';
import type { Translation } from '@generated/model';
import { HttpError, serverMessage } from '@/api/errors';
import { useCurrentTenant } from '@/api/session';
import { getEntityConfig, type ShopPanelSlotProps } from '@/entities';
import { t } from '@/i18n';
import { showToast } from '@/lib/toasts';
import { applyTranslation, downloadOutcome } from './apply';
import { TranslationDialog } from './translation-dialog';
import {
  supportsTranslations,
  translatableSections,
  translatableStrings,
  translationFor,
  translationRequest,
} from './translatable';

export type TranslationAction =
  'requestTranslation' | 'downloadTranslation' | 'uploadTranslation' | 'stopTranslation';

export const TRANSLATIONS_PER_PAGE = 100;

const messageOf = (error: unknown) =>
  serverMessage(error) ?? (error instanceof Error ? error.message : String(error));

/** The latest translation of each shop. */
export function latestByShop(list: readonly Translation[]): Map<number, Translation> {
  const latest = new Map<number, Translation>();
  for (const translation of list) {
    const known = latest.get(translation.appId);
    if (!known || known.id < translation.id) latest.set(translation.appId, translation);
  }
  return latest;
}

function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function useShopTranslations(props: ShopPanelSlotProps) {
  const {
    entityType,
    entityId,
    values,
    getValues,
    sections = [],
    blockTypes = [],
    dirty = false,
    onChangeValues,
  } = props;
  const supported = supportsTranslations(entityType);
  const resourceType = getEntityConfig(entityType).resourceType;
  const queryClient = useQueryClient();
  const { data: tenant } = useCurrentTenant();
  const params = {
    'filter[resourceType]': resourceType,
    'filter[resourceId]': entityId ?? 0,
    perPage: TRANSLATIONS_PER_PAGE,
  };
  const listQuery = useListTranslations(params, { query: { enabled: supported && entityId !== null } });
  const list = listQuery.data?.data;
  const byApp = useMemo(() => latestByShop(list ?? []), [list]);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const uploadFor = useRef<number | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  const mainAppId = tenant?.mainAppId ?? 1;
  const shopName = (appId: number) => tenant?.apps.find((app) => app.id === appId)?.name ?? String(appId);
  const refresh = () => queryClient.invalidateQueries({ queryKey: getListTranslationsQueryKey(params) });
  const translationOf = (appId: number) => translationFor(list ?? [], appId);

  const request = async (targetAppIds: number[]) => {
    // The current values: the panel's may be older than the last keystroke.
    const main = getValues().appConfigs.find((config) => config.appId === mainAppId);
    setBusy(true);
    try {
      const payload = translationRequest({
        resourceType,
        resourceId: entityId,
        targetAppIds,
        strings: main ? translatableStrings(main, sections, blockTypes) : [],
      });
      await requestTranslation(payload);
      showToast({
        severity: 'success',
        message: t('translations.requested', { shops: targetAppIds.map(shopName).join(', ') }),
      });
    } catch (error) {
      if (
        error instanceof HttpError &&
        error.status === 422 &&
        error.fieldError('input') === 'EMPTY_VOCABULARY'
      ) {
        showToast({
          severity: 'error',
          message: t('translations.emptyVocabulary', { shop: shopName(mainAppId) }),
        });
      } else if (error instanceof HttpError || !(error instanceof Error)) {
        showToast({
          severity: 'error',
          title: t('translations.failed.title'),
          message: t('translations.failed.message'),
        });
      } else {
        showToast({ severity: 'error', message: error.message });
      }
    } finally {
      // The modal closes after every outcome (spec 2 §8).
      setBusy(false);
      setDialogOpen(false);
      void refresh();
    }
  };

  const download = async (appId: number) => {
    try {
      const { data } = await getTranslation(translationOf(appId).id);
      const config = getValues().appConfigs.find((candidate) => candidate.appId === appId);
      if (!config) throw new Error(`translation for ${appId} is missing`);
      const result = applyTranslation(config, data.units ?? [], data.output ?? {});
      if (result.applied > 0)
        onChangeValues?.((previous) => ({
          ...previous,
          appConfigs: previous.appConfigs.map((candidate) =>
            candidate.appId === appId ? result.config : candidate,
          ),
        }));
      const outcome = downloadOutcome(result);
      showToast(
        outcome === 'full'
          ? { severity: 'success', message: t('translations.apply.full') }
          : outcome === 'partial'
            ? { severity: 'warning', message: t('translations.apply.partial') }
            : { severity: 'error', message: t('translations.apply.none') },
      );
      if (result.conflicts.length)
        showToast({
          severity: 'warning',
          message: t('translations.apply.conflicts', {
            count: result.conflicts.length,
            fields: result.conflicts.map((conflict) => conflict.label).join(', '),
          }),
        });
    } catch (error) {
      showToast({
        severity: 'error',
        message: t('translations.apply.failed', { message: messageOf(error) }),
      });
    }
  };

  const stop = async (appId: number) => {
    try {
      await confirmTranslation(translationOf(appId).id);
      showToast({ severity: 'success', message: t('translations.stopped', { shop: shopName(appId) }) });
    } catch (error) {
      showToast({ severity: 'error', message: t('translations.stopFailed', { message: messageOf(error) }) });
    } finally {
      void refresh();
    }
  };

  const upload = async (appId: number, file: File) => {
    try {
      await uploadTranslationFile(translationOf(appId).id, { file: await file.text() });
      showToast({ severity: 'success', message: t('translations.uploaded', { shop: shopName(appId) }) });
    } catch (error) {
      showToast({
        severity: 'error',
        message: t('translations.uploadFailed', { message: messageOf(error) }),
      });
    } finally {
      void refresh();
    }
  };

  /** The badge link: the exchange file (XLIFF 2.0) of the shop's translation. */
  const openLink = async (appId: number) => {
    try {
      const translation = translationOf(appId);
      const blob = await downloadTranslationFile(translation.id, { format: 'xliff' });
      saveBlob(blob, `translation-${translation.id}-${shopName(appId)}.xlf`);
    } catch (error) {
      showToast({ severity: 'error', message: t('translations.fileFailed', { message: messageOf(error) }) });
    }
  };

  const run = (action: TranslationAction, appId: number) => {
    if (action === 'requestTranslation') setDialogOpen(true);
    else if (action === 'downloadTranslation') void download(appId);
    else if (action === 'stopTranslation') void stop(appId);
    else {
      uploadFor.current = appId;
      fileInput.current?.click();
    }
  };

  const dialogs: ReactNode = supported ? (
    <>
      <input
        ref={fileInput}
        type="file"
        hidden
        data-testid="translation-file-input"
        accept=".xlf,.xliff,.json,application/xliff+xml,application/json"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file && uploadFor.current !== null) void upload(uploadFor.current, file);
        }}
      />
      {dialogOpen && (
        <TranslationDialog
          mainShopName={shopName(mainAppId)}
          targets={values.appConfigs
            .filter((config) => config.appId !== mainAppId)
            .map((config) => ({ appId: config.appId, name: shopName(config.appId) }))}
          sections={translatableSections(sections, blockTypes)}
          requestDisabled={entityId === null || dirty}
          busy={busy}
          onClose={() => setDialogOpen(false)}
          onRequest={(appIds) => void request(appIds)}
        />
      )}
    </>
  ) : null;

  return {
    supported,
    byApp: supported ? byApp : undefined,
    loading: supported && entityId !== null && listQuery.isPending,
    run,
    openLink: (appId: number) => void openLink(appId),
    dialogs,
  };
}
