/** Default gap of the form renderer (spec 1 §9). */
export const FORM_GAP = '20px';

/**
 * The space above each of an object's rows: none above the first, none between two consecutive FieldUnits
 * (they read as one block), FORM_GAP otherwise.
 */
export function rowGaps(units: readonly boolean[]): string[] {
  return units.map((unit, index) => (index === 0 || (unit && units[index - 1]) ? '0px' : FORM_GAP));
}

/** The narrowest column of a grid row of fields side by side (a select, a short text). */
const FIELD_COLUMN = '160px';
/**
 * The narrowest column that shows a full 'dd.MM.yyyy, HH:mm' beside the picker's clear and calendar buttons
 * (spec 2 §9): a row holding a date-time field wraps before it would cut the minutes.
 */
const DATE_TIME_COLUMN = '17rem';

/** The grid columns of a row of fields side by side, by the widgets (`ui:widget`) of its fields. */
export function rowColumns(widgets: readonly unknown[]): string {
  const column = widgets.includes('DateTimePicker') ? DATE_TIME_COLUMN : FIELD_COLUMN;
  return `repeat(auto-fit, minmax(min(100%, ${column}), 1fr))`;
}
