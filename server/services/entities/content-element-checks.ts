// The content blocks of a save (issue 11; spec 2 §3, §4.5, §9), checked like the rest of the payload: a
// problem is a 422 under the element's dotted path. A block's type must be one the tenant has, its slot one
// of the entity type's editor slots that takes that type (types without an editor are not checked), its id
// six digits and its CPID six letters or digits, both unique in the shop config. How many blocks a slot
// holds is not refused here: over maxItems is a completeness problem (meta.validation), like empty fields.
import type { ContentElement, EditorSlot, ValidationErrors } from '@generated/model';

export const BLOCK_ID_DIGITS = 6;
export const CPID_LENGTH = 6;
export const BLOCK_ID_MIN = 10 ** (BLOCK_ID_DIGITS - 1);
export const BLOCK_ID_MAX = 10 ** BLOCK_ID_DIGITS - 1;
export const CPID_PATTERN = new RegExp(`^[A-Za-z0-9]{${CPID_LENGTH}}$`);

interface ConfigWithElements {
  contentElements?: ContentElement[];
}

export function contentElementErrors(
  slots: readonly EditorSlot[],
  blockTypes: ReadonlySet<string>,
  configs: readonly ConfigWithElements[],
): ValidationErrors {
  const errors: ValidationErrors = {};
  const add = (path: string, message: string) => (errors[path] ??= []).push(message);
  // A type without an editor has no slots to check against; what it keeps there stays as it was.
  if (!slots.length) return errors;
  const slotsByName = new Map(slots.map((slot) => [slot.name, slot]));
  configs.forEach((config, i) => {
    const elements = config.contentElements ?? [];
    const base = `appConfigs.${i}.contentElements`;
    const ids = new Set<number>();
    const cpids = new Set<string>();
    elements.forEach((element, j) => {
      const path = `${base}.${j}`;
      if (!blockTypes.has(element.type)) add(`${path}.type`, `The selected ${path}.type is invalid.`);
      const slot = slotsByName.get(element.position?.slot ?? '');
      if (!slot) add(`${path}.position.slot`, `The selected ${path}.position.slot is invalid.`);
      else if (blockTypes.has(element.type) && !slot.blockTypeNames.includes(element.type)) {
        add(`${path}.type`, `The ${slot.label} slot does not take ${element.type} blocks.`);
      }
      if (element.id < BLOCK_ID_MIN || element.id > BLOCK_ID_MAX) {
        add(`${path}.id`, `The ${path}.id field must be ${BLOCK_ID_DIGITS} digits.`);
      } else if (ids.has(element.id)) add(`${path}.id`, `The ${path}.id field has a duplicate value.`);
      ids.add(element.id);
      const cpid = element.tracking?.cpid;
      if (cpid !== undefined) {
        if (!CPID_PATTERN.test(cpid))
          add(`${path}.tracking.cpid`, `The ${path}.tracking.cpid field format is invalid.`);
        else if (cpids.has(cpid.toLowerCase())) {
          add(`${path}.tracking.cpid`, `The ${path}.tracking.cpid field has a duplicate value.`);
        }
        cpids.add(cpid.toLowerCase());
      }
    });
  });
  return errors;
}
