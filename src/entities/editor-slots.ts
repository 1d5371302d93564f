import type {
  AppConfigInput,
  BlockType,
  ContentStatus,
  EditorConfig,
  EditorSlot,
  EntityInput,
  EntityType,
  FormSection,
  ValidationErrors,
} from '@generated/model';

/**
 * The values the wizard edits (spec 2 §3): the shared fields plus one config per shop. `id` and `version`
 * are present for an existing entity; server-derived fields (status, isDraft) ride along read-only.
 */
export type EntityFormValues = EntityInput & {
  id?: number;
  version?: number;
  status?: ContentStatus;
  appConfigs: AppConfigFormValues[];
};

export type AppConfigFormValues = AppConfigInput & {
  status?: ContentStatus;
  isDraft?: boolean;
};

/**
 * What the wizard hands to the left sidebar (the shop panel feature; the app layer joins the two — a feature
 * never imports another). The panel renders and asks for confirmations; the wizard owns the values.
 */
export interface ShopPanelSlotProps {
  entityType: EntityType;
  /** null for a new entity. */
  entityId: number | null;
  /**
   * The values as of the last change of what the panel shows (`shopPanelFacts`): the wizard does not render
   * the panel per keystroke, so a field's text here may be older than the form's. Read `getValues()` to act.
   */
  values: EntityFormValues;
  /** The current values, the last keystroke included: what a copy or a translation reads when it runs. */
  getValues: () => EntityFormValues;
  selectedAppId: number;
  onSelectApp: (appId: number) => void;
  /** Appends a config per shop with the schema's shop-constrained defaults. */
  onAddApps: (appIds: number[]) => void;
  /** Removes the shop's config (the panel has already asked 'If you continue the content for … will be deleted.'). */
  onRemoveApp: (appId: number) => void;
  readOnly: boolean;
  /** The sidebar is collapsed to its switch (the switch toggles it; the wizard also toggles it on '['). */
  collapsed: boolean;
  onToggleCollapsed: () => void;
  /** Server validation errors per shop (appId → count; spec 2 §5.1): the panel marks those shops. */
  errorCounts?: Readonly<Record<number, number>>;
  /** The entity's form sections and block types (translations and copy work on them). */
  sections?: readonly FormSection[];
  blockTypes?: readonly BlockType[];
  /** The form has unsaved changes (Request Translation waits for a save). */
  dirty?: boolean;
  /** Changes the form values in one step (a copy or an applied translation; saved with the next save). */
  onChangeValues?: (update: (previous: EntityFormValues) => EntityFormValues) => void;
}

/**
 * What the shop panel shows of the values: per shop its id, status, draft flag, hidden-until date, slug and
 * block count, and the entity's status. The wizard renders the panel again when this key changes (issue 28,
 * keystroke: typing in a shop's text fields does not change it).
 */
export function shopPanelFacts(values: EntityFormValues): string {
  return JSON.stringify([
    values.status,
    values.appConfigs.map((config) => [
      config.appId,
      config.status,
      config.isDraft,
      config.hiddenUntil,
      config.slug,
      config.contentElements?.length ?? 0,
    ]),
  ]);
}

/** What the wizard hands to the block editor of a content section (main column) and its block panel (right sidebar). */
export interface BlockEditorSlotProps {
  entityType: EntityType;
  entityId: number | null;
  section: FormSection;
  slots: EditorSlot[];
  blockTypes: BlockType[];
  appId: number;
  appConfig: AppConfigFormValues;
  onChange: (appConfig: AppConfigFormValues) => void;
  activeBlockId: number | undefined;
  onActiveBlockChange: (blockId: number | undefined) => void;
  readOnly: boolean;
  /** Server validation messages of the active block's fields (paths below its attributes; spec 2 §5.1). */
  blockErrors?: ValidationErrors;
  /** GET /content/editor-config (spec 2 §7): CPID length, preview devices, modes and debounce. */
  editorConfig: EditorConfig;
}

/**
 * What the wizard hands to the preview panel of a content section (spec 2 §2.8): the block editor's props plus
 * whether the panel is minimised (the wizard owns it: with the preview shown, the block list moves into the
 * side panel container, §2.7).
 */
export interface PreviewSlotProps extends BlockEditorSlotProps {
  minimised: boolean;
  onToggleMinimised: () => void;
}
