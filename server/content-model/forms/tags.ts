// Tags and tag groups: small shared forms. A tag's group offers the tenant's tag groups when known.
import { f, formSchema, section } from './parts';

export interface TagFormContext {
  tagGroups: { key: string; name: string }[];
}

export const tag = (context?: TagFormContext) =>
  formSchema('tag', [
    section('general', 'General', false, [
      f.text('name', 'Name', { required: true, maxLength: 120 }),
      f.select(
        'group',
        'Tag group',
        (context?.tagGroups ?? []).map((g) => [g.key, g.name] as const),
        undefined,
        { required: true },
      ),
    ]),
  ]);

export const tagGroup = () =>
  formSchema('tag-group', [
    section('general', 'General', false, [
      f.text('name', 'Name', { required: true, maxLength: 120 }),
      f.slug('key', 'Key'),
    ]),
  ]);
