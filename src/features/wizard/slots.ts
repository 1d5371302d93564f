// What the wizard hands to the features the app layer puts into its slots (a feature never imports another).
import type { ReactNode } from 'react';
import type { EntityType, FormSection, ValidationErrors } from '@generated/model';
import type {
  BlockEditorSlotProps,
  EntityFormValues,
  PreviewSlotProps,
  ShopPanelSlotProps,
} from '@/entities/editor-slots';
import type { PublishFlags, PublishShop } from '@/entities/publish-flags';

/** The entity the action-bar slots (watchers, comments, publish) act on. */
export interface WizardEntitySlotProps {
  entityType: EntityType;
  /** null for a new entity. */
  entityId: number | null;
  values: EntityFormValues;
  dirty: boolean;
  busy: boolean;
  readOnly: boolean;
}

/** The comments button and drawer: only one drawer is open at a time, so the wizard owns which. */
export interface WizardCommentsSlotProps extends WizardEntitySlotProps {
  open: boolean;
  onOpen: () => void;
  onClose: () => void;
}

/**
 * The publish button and modal (spec 2 §4.1, §4.2): a publish is a save of the clean form with isPublished
 * flags, which the wizard sends, then reinitialising the form from the server and telling the outcome.
 */
export interface WizardPublishSlotProps extends WizardEntitySlotProps {
  /** entity: a bundle's publish/unpublish toggle; appConfig: per shop through the modal. */
  level: 'entity' | 'appConfig';
  /** The entity-level flag (bundles). */
  isPublished: boolean;
  /** index N is `appConfigs.N` of the values (and of the error paths). */
  shops: PublishShop[];
  /** The validation errors the form shows (meta.validation and a 422's), by dotted path. */
  errors: ValidationErrors;
  /** Resolves when the publish and the reload after it are done (or failed and were reported). */
  onPublish: (flags: PublishFlags) => Promise<void>;
}

/** The History drawer of an existing entity (one drawer at a time: the wizard owns whether it is open). */
export interface WizardHistorySlotProps extends Omit<WizardEntitySlotProps, 'entityId' | 'busy'> {
  entityId: number;
  /** The form schema (labels for the differences). */
  sections: readonly FormSection[];
  open: boolean;
  onClose: () => void;
  /** Loads a kept version's values into the form as unsaved changes; the form keeps its current version. */
  onRestore: (values: EntityFormValues) => void;
  /** The version the address asked for (`?history=N`): opened when it is a kept one. */
  version?: number | undefined;
}

/** The block editor of a content section (main column) and its block attributes panel (right sidebar). */
export type WizardEditorSlotProps = BlockEditorSlotProps;

export interface WizardSlots {
  renderShopPanel?: (props: ShopPanelSlotProps) => ReactNode;
  renderWatchers?: (props: WizardEntitySlotProps) => ReactNode;
  renderComments?: (props: WizardCommentsSlotProps) => ReactNode;
  /** Beside the title: who else has the entity open (presence). */
  renderPresence?: (props: WizardEntitySlotProps) => ReactNode;
  renderPublish?: (props: WizardPublishSlotProps) => ReactNode;
  renderHistory?: (props: WizardHistorySlotProps) => ReactNode;
  renderEditor?: (props: WizardEditorSlotProps) => ReactNode;
  renderBlockPanel?: (props: WizardEditorSlotProps) => ReactNode;
  /** The preview panel of a content step whose schema has hasPreview (spec 2 §2.8). */
  renderPreview?: (props: PreviewSlotProps) => ReactNode;
}
