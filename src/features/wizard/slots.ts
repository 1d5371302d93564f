// What the wizard hands to the features the app layer puts into its slots (a feature never imports another).
import type { ReactNode } from 'react';
import type { EntityType, FormSection } from '@generated/model';
import type { BlockEditorSlotProps, EntityFormValues, ShopPanelSlotProps } from '@/entities/editor-slots';

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

/** The publish button and modal: it saves through the wizard (a publish is a save with isPublished flags). */
export interface WizardPublishSlotProps extends WizardEntitySlotProps {
  /** Replaces the values (e.g. with isPublished flags) and reports them clean after the server's answer. */
  onChange: (values: EntityFormValues) => void;
  onSaved: () => void;
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
}

/** The block editor of a content section (main column) and its block attributes panel (right sidebar). */
export type WizardEditorSlotProps = BlockEditorSlotProps;

export interface WizardSlots {
  renderShopPanel?: (props: ShopPanelSlotProps) => ReactNode;
  renderWatchers?: (props: WizardEntitySlotProps) => ReactNode;
  renderComments?: (props: WizardCommentsSlotProps) => ReactNode;
  renderPublish?: (props: WizardPublishSlotProps) => ReactNode;
  renderHistory?: (props: WizardHistorySlotProps) => ReactNode;
  renderEditor?: (props: WizardEditorSlotProps) => ReactNode;
  renderBlockPanel?: (props: WizardEditorSlotProps) => ReactNode;
}
