/** Default gap of the form renderer (spec 1 §9). */
export const FORM_GAP = '20px';

/**
 * The space above each of an object's rows: none above the first, none between two consecutive FieldUnits
 * (they read as one block), FORM_GAP otherwise.
 */
export function rowGaps(units: readonly boolean[]): string[] {
  return units.map((unit, index) => (index === 0 || (unit && units[index - 1]) ? '0px' : FORM_GAP));
}
