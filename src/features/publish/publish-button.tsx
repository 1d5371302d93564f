import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import { lazy, Suspense, useState } from 'react';
import type { ValidationErrors } from '@generated/model';
import type { PublishFlags, PublishShop } from '@/entities';
import { t } from '@/i18n';
import { publishButtonState } from './publish-rules';

// The modal loads on first use (fallback nothing, as the search palette's): the action bar carries the button.
const PublishDialog = lazy(async () => ({ default: (await import('./publish-dialog')).PublishDialog }));

export interface PublishButtonProps {
  /** null for a new entity. */
  entityId: number | null;
  dirty: boolean;
  busy: boolean;
  readOnly: boolean;
  /** entity: the bundle's toggle; appConfig: the publish modal. */
  level: 'entity' | 'appConfig';
  /** The entity-level flag (bundles). */
  isPublished: boolean;
  /** The entity's shop configs, index N being `appConfigs.N`. */
  shops: PublishShop[];
  errors: ValidationErrors;
  onPublish: (flags: PublishFlags) => Promise<void>;
}

/**
 * Publish in the wizard's action bar (spec 2 §2.3, §4.1, §5.2): per shop it opens the publish modal; a bundle
 * publishes as a whole, so its button toggles 'Publish' / 'Unpublish' directly. Disabled for a new entity, a
 * dirty form, busy or view-only; for the first two it stays focusable with 'Please save for further actions'.
 */
export function PublishButton(props: PublishButtonProps) {
  const { level, isPublished, onPublish } = props;
  const [open, setOpen] = useState(false);
  const state = publishButtonState({
    isNew: props.entityId === null,
    dirty: props.dirty,
    busy: props.busy,
    readOnly: props.readOnly,
  });
  const label =
    level === 'entity'
      ? t(isPublished ? 'publish.bundle.unpublish' : 'publish.bundle.publish')
      : t('publish.open');
  const act = () => {
    if (state.disabled) return;
    if (level === 'entity') void onPublish({ level: 'entity', isPublished: !isPublished });
    else setOpen(true);
  };

  const button = state.tooltip ? (
    // Focusable while disabled, so the tooltip reaches keyboard and screen-reader users too.
    <Tooltip title={state.tooltip} describeChild>
      <Button
        variant="outlined"
        aria-disabled="true"
        disableRipple
        onClick={act}
        sx={{ color: 'text.disabled', borderColor: 'action.disabledBackground', cursor: 'default' }}
      >
        {label}
      </Button>
    </Tooltip>
  ) : (
    <Button
      variant="outlined"
      onClick={act}
      disabled={state.disabled}
      {...(level === 'appConfig' ? { 'aria-haspopup': 'dialog' as const } : {})}
    >
      {label}
    </Button>
  );

  return (
    <>
      {button}
      {open && (
        <Suspense fallback={null}>
          <PublishDialog
            shops={props.shops}
            errors={props.errors}
            onClose={() => setOpen(false)}
            onPublish={async (flags) => {
              await onPublish(flags);
              setOpen(false);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
