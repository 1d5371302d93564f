import { useCallback, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { App, BlockType, FormSection, ValidationErrors } from '@generated/model';
import type { AppConfigFormValues } from '@/entities/editor-slots';
import { stepPath } from './steps';
import {
  errorCountsByApp,
  fieldMessages,
  validationGroups,
  type ValidationContext,
  type ValidationLink,
} from './validation-groups';
import { ACTIVE_BLOCK_KEY, APP_KEY, withParam } from './wizard-address';

interface ValidationDisplayOptions {
  /** meta.validation merged with the last save's 422 errors. */
  fieldErrors: ValidationErrors;
  sections: readonly FormSection[];
  blockTypes: readonly BlockType[] | undefined;
  apps: readonly App[] | undefined;
  appConfigs: readonly AppConfigFormValues[] | undefined;
  basePath: string;
}

/** A field to focus once its step is on screen (`nonce`: clicking the same message again focuses again). */
export interface FocusRequest {
  field: string;
  nonce: number;
}

const NO_BLOCK_TYPES: BlockType[] = [];
const NO_APPS: App[] = [];

/**
 * The server validation of spec 2 §5.1 for the wizard: the errors grouped per shop, the error count per shop
 * (the shop panel's marks), the summary toasts of a 422, and opening a message's field (its step, shop and
 * block, then the focus).
 */
export function useValidationDisplay({
  fieldErrors,
  sections,
  blockTypes = NO_BLOCK_TYPES,
  apps = NO_APPS,
  appConfigs,
  basePath,
}: ValidationDisplayOptions) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // The grouping reads only the configs' shops and blocks: typing in a field does not regroup.
  const shape = JSON.stringify(
    (appConfigs ?? []).map((config) => [
      config.appId,
      (Array.isArray(config.contentElements) ? config.contentElements : []).map((element) => [
        element.id,
        element.type,
        element.index,
      ]),
    ]),
  );
  const context = useMemo<ValidationContext>(
    () => ({ sections, blockTypes, apps, appConfigs: appConfigs ?? [] }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- shape stands for the configs' shops and blocks
    [sections, blockTypes, apps, shape],
  );
  const shops = useMemo(() => validationGroups(fieldErrors, context), [fieldErrors, context]);
  const errorCounts = useMemo(() => errorCountsByApp(shops), [shops]);
  /** What the fields show (SectionForm's errors). */
  const messages = useMemo(() => fieldMessages(fieldErrors, context), [fieldErrors, context]);

  /** The toasts of a 422: 'You have 2 errors', '1 error in Germany'. */
  const summaries = useCallback(
    (errors: ValidationErrors) => validationGroups(errors, context).map((shop) => shop.summary),
    [context],
  );

  const [focusRequest, setFocusRequest] = useState<FocusRequest | null>(null);
  const open = useCallback(
    (link: ValidationLink) => {
      let next = params;
      if (link.appId !== undefined) next = withParam(next, APP_KEY, link.appId);
      if (link.activeBlockId !== undefined) next = withParam(next, ACTIVE_BLOCK_KEY, link.activeBlockId);
      if (link.step) void navigate(stepPath(basePath, link.step, next.toString()));
      setFocusRequest((previous) => ({ field: link.field, nonce: (previous?.nonce ?? 0) + 1 }));
    },
    [params, navigate, basePath],
  );

  return { shops, errorCounts, fieldMessages: messages, summaries, open, focusRequest };
}

export type ValidationDisplay = ReturnType<typeof useValidationDisplay>;
