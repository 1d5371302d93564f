/**
 * How each `FormNode.component` of the contract is rendered (pure: the schema mapping reads it without React).
 * - `widget`: a scalar value edited by the RJSF widget of that name (`ui:widget`);
 * - `field`: a structured value edited by the RJSF custom field of that name (`ui:field`);
 * - `arrayTemplate` / `objectTemplate`: a list or group drawn by the template of that name.
 * Names not listed fall back to a text field (or a Select when the node has options).
 */
export const COMPONENT_KINDS = {
  TextField: 'widget',
  TextArea: 'widget',
  RichText: 'widget',
  Select: 'widget',
  Checkbox: 'widget',
  Switch: 'widget',
  DateTimePicker: 'widget',
  ColorPicker: 'widget',
  SlugField: 'widget',
  ImageSet: 'field',
  VideoSet: 'field',
  ProductIds: 'field',
  StoryIds: 'field',
  CategorySelect: 'field',
  DynamicTags: 'field',
  Editor: 'field',
  CardList: 'arrayTemplate',
  FieldUnit: 'objectTemplate',
} as const;

export type ComponentName = keyof typeof COMPONENT_KINDS;
export type ComponentKind = (typeof COMPONENT_KINDS)[ComponentName];

export function componentKind(component: string | undefined): ComponentKind | undefined {
  return component && Object.hasOwn(COMPONENT_KINDS, component)
    ? COMPONENT_KINDS[component as ComponentName]
    : undefined;
}

/** Widgets whose value is a boolean. */
export const BOOLEAN_WIDGETS: ReadonlySet<string> = new Set(['Checkbox', 'Switch']);

/** The template names CardList registers (the list and its items). */
export const CARD_LIST_ITEM_TEMPLATE = 'CardListItem';
