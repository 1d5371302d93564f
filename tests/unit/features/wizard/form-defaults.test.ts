import { getDefaultFormState, type RJSFSchema } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { EntityType, type BlockType, type FormNode, type FormSection } from '@generated/model';
import { demoBlockTypes } from '@server/db/seed/content-data';
import { formSchemaOf } from '@server/content-model/forms';
import { cspSafeValidator } from '@/forms/csp-safe-validator';
import { sectionToSchema } from '@/forms/form-section-schema';
import { loadedValues } from '@/features/wizard/form-defaults';
import { comparable } from '@/features/wizard/form-rules';

type Data = Record<string, unknown>;

/** What the form itself makes of data when it opens (RJSF fills its defaults in the constructor). */
function openedBy(items: FormNode[], data: Data): Data {
  const { schema } = sectionToSchema({ label: '', attributes: { slug: 'x' }, items }, { mode: 'entity' });
  return getDefaultFormState(cspSafeValidator, schema, data, schema as RJSFSchema, false, {
    constAsDefaults: 'skipOneOf',
  }) as Data;
}

/** A stored value as sparse as the contract allows: every list holds one empty item, nothing else is set. */
function sparse(items: readonly FormNode[]): Data {
  const data: Data = {};
  for (const node of items) {
    if (node.type === 'array') data[node.name] = [{}];
    else if ((node.type === 'group' || node.type === 'section') && node.layoutOnly)
      Object.assign(data, sparse(node.items ?? []));
  }
  return data;
}

const blockTypes = demoBlockTypes.map((type, index) => ({ id: index + 1, ...type })) as BlockType[];

const storedBlocks = blockTypes.map((type, index) => ({
  id: 100001 + index,
  index,
  type: type.name,
  attributes: sparse(type.schema),
  position: { slot: 'main', index },
}));

describe('opening a loaded entity changes nothing (spec 2 §4.1: an unedited page is never dirty)', () => {
  it.each(blockTypes.map((type) => [type.name, type] as const))(
    'the %s block form adds nothing to the stored block',
    (_name, type) => {
      const loaded = loadedValues(
        { id: 1, version: 1, appConfigs: [{ appId: 1, contentElements: storedBlocks }] },
        [],
        blockTypes,
      );
      const elements = loaded.appConfigs[0]!.contentElements as { type: string; attributes: Data }[];
      const block = elements.find((element) => element.type === type.name)!;
      expect(comparable(openedBy(type.schema, block.attributes))).toBe(comparable(block.attributes));
    },
  );

  it.each(Object.values(EntityType).map((type) => [type] as const))(
    'every step of a %s adds nothing to the stored values',
    (type) => {
      const sections: FormSection[] = formSchemaOf(type).data;
      const shared: Data = { id: 1, version: 1 };
      const shop: Data = { appId: 1 };
      for (const section of sections)
        Object.assign(section.attributes.isAppConstrained ? shop : shared, sparse(section.items));
      const loaded = loadedValues({ ...shared, appConfigs: [shop] }, sections, blockTypes) as Data & {
        appConfigs: Data[];
      };
      for (const section of sections) {
        const data = section.attributes.isAppConstrained ? loaded.appConfigs[0]! : loaded;
        expect(comparable(openedBy(section.items, data)), section.attributes.slug).toBe(comparable(data));
      }
    },
  );
});
