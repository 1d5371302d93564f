import type { RegistryFieldsType, RegistryWidgetsType, TemplatesType } from '@rjsf/utils';
import { CardListItemTemplate } from './card-list-item-template';
import { CardListTemplate } from './card-list-template';
import { CARD_LIST_ITEM_TEMPLATE, type ComponentName } from './component-kinds';
import { FieldUnitTemplate } from './field-unit-template';
import { GridObjectFieldTemplate } from './grid-object-field-template';
import { CheckboxWidget } from './widgets/checkbox-widget';
import { ColorPickerWidget } from './widgets/color-picker-widget';
import { dataFields } from './widgets/data-fields';
import { DateTimePickerWidget } from './widgets/date-time-picker-widget';
import { EditorField } from './widgets/editor-field';
import { RichTextWidget } from './widgets/rich-text-widget';
import { SelectWidget } from './widgets/select-widget';
import { SlugFieldWidget } from './widgets/slug-field-widget';
import { SwitchWidget } from './widgets/switch-widget';
import { TextAreaWidget } from './widgets/text-area-widget';
import { TextFieldWidget } from './widgets/text-field-widget';

type Named<Kind> = Partial<Record<ComponentName, Kind>>;

/**
 * The component registry: `FormNode.component` → what draws it (see component-kinds.ts for which is which).
 * form-section-schema.ts names them in the uiSchema (`ui:widget`, `ui:field`, `ui:ArrayFieldTemplate`,
 * `ui:ObjectFieldTemplate`); SchemaForm hands these maps to RJSF. Module constants: stable across renders.
 */
export const formWidgets = {
  TextField: TextFieldWidget,
  TextArea: TextAreaWidget,
  RichText: RichTextWidget,
  Select: SelectWidget,
  Checkbox: CheckboxWidget,
  Switch: SwitchWidget,
  DateTimePicker: DateTimePickerWidget,
  ColorPicker: ColorPickerWidget,
  SlugField: SlugFieldWidget,
} satisfies Named<RegistryWidgetsType[string]> as RegistryWidgetsType;

/** Custom fields: the data fields (images, videos, ids, categories, tags) and the Editor placeholder. */
export const formFields: RegistryFieldsType = {
  Editor: EditorField,
  ...dataFields,
};

/** Templates: every object (grid layout, FieldUnit gaps), FieldUnit groups and CardList lists. */
export const formTemplates: Partial<TemplatesType> = {
  ObjectFieldTemplate: GridObjectFieldTemplate,
  FieldUnit: FieldUnitTemplate,
  CardList: CardListTemplate,
  [CARD_LIST_ITEM_TEMPLATE]: CardListItemTemplate,
};
