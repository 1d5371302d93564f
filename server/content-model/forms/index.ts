// The form-field schema of every entity type (the wizard's steps), and what the save and validation paths
// read from it:
//   formSchemaOf(type, context?)  → FormSchemaResponse (context fills the tag form's group options)
//   richTextPaths(type)           → dotted paths of the RichText fields: shared ones as they are
//                                    (`description`), shop ones as `appConfigs.*.<path>`; `*` = any index
//   shopConstrainedDefaults(type) → the defaults of a new shop config (outside arrays), nested by path
//   blockRichTextPaths(schema)    → the same for a block type's schema (paths below the element's attributes)
//   blockMarkupPaths(schema)      → a block schema's HTML markup fields (the HTML block)
import type { FormNode, FormSchemaResponse } from '@generated/model';
import type { EntityType } from '@server/services/entities/types';
import { blockType } from './block-type';
import { brandDiscovery } from './brand-discovery';
import { bundle } from './bundle';
import { category } from './category';
import { cluster } from './cluster';
import { corePage } from './core-page';
import { customPage } from './custom-page';
import { highlight } from './highlight';
import { image, video } from './media';
import { brandStory, hotdrop, idolStory, story } from './pages';
import { profileBrand, profileIdol } from './profiles';
import { scbRuleset } from './scb-ruleset';
import { tag, tagGroup, type TagFormContext } from './tags';
import { teaser } from './teaser';
import { setPath, walkSections } from './walk';

export type FormContext = TagFormContext;

const SCHEMAS: Record<EntityType, (context?: FormContext) => FormSchemaResponse> = {
  bundle,
  cluster,
  teaser,
  story,
  'brand-story': brandStory,
  'idol-story': idolStory,
  hotdrop,
  'brand-discovery': brandDiscovery,
  category,
  'core-page': corePage,
  'custom-page': customPage,
  highlight,
  image,
  video,
  'profile-brand': profileBrand,
  'profile-idol': profileIdol,
  tag,
  'tag-group': tagGroup,
  'scb-ruleset': scbRuleset,
  'block-type': blockType,
};

/** Built once per type (the tag form with a context is built per call: its options are the tenant's). */
const cache = new Map<EntityType, FormSchemaResponse>();

export function formSchemaOf(type: EntityType, context?: FormContext): FormSchemaResponse {
  if (context) return SCHEMAS[type](context);
  let schema = cache.get(type);
  if (!schema) {
    schema = SCHEMAS[type]();
    cache.set(type, schema);
  }
  return schema;
}

export function richTextPaths(type: EntityType): string[] {
  const paths: string[] = [];
  walkSections(formSchemaOf(type).data, ({ node, path, appConstrained }) => {
    if (node.component === 'RichText') paths.push(appConstrained ? `appConfigs.*.${path}` : path);
  });
  return paths;
}

export function blockRichTextPaths(schema: FormNode[]): string[] {
  return blockPathsWhere(schema, (node) => node.component === 'RichText');
}

/** The paths of a block schema's fields that hold HTML markup (`attributes.markup: html`, the HTML block). */
export function blockMarkupPaths(schema: FormNode[]): string[] {
  return blockPathsWhere(schema, (node) => node.attributes?.markup === 'html');
}

function blockPathsWhere(schema: FormNode[], wanted: (node: FormNode) => boolean): string[] {
  const paths: string[] = [];
  walkSections([{ label: '', attributes: { slug: 'block' }, items: schema }], ({ node, path }) => {
    if (wanted(node)) paths.push(path);
  });
  return paths;
}

export function shopConstrainedDefaults(type: EntityType): Record<string, unknown> {
  const defaults: Record<string, unknown> = {};
  walkSections(formSchemaOf(type).data, ({ node, path, inArray, appConstrained }) => {
    if (appConstrained && !inArray && node.defaultValue !== undefined)
      setPath(defaults, path, node.defaultValue);
  });
  return defaults;
}
