import { describe, expect, it } from 'vitest';
import type { FormSection } from '@generated/model';
import { filterFieldKind, filtersToFormData, formDataToFilters } from '@/forms/filter-values';
import { sectionToSchema } from '@/forms/form-section-schema';

const section = sectionToSchema({
  name: 'filters',
  label: 'Filters',
  type: 'section',
  items: [
    { name: 'f[ids]', label: 'IDs', type: 'field', component: 'TextField', attributes: { multiple: true } },
    {
      name: 'f[tagsAll]',
      label: 'Tags',
      type: 'field',
      component: 'DynamicTags',
      attributes: { multiple: true },
    },
    { name: 'f[term]', label: 'Term', type: 'field', component: 'TextField' },
  ],
} as FormSection);

describe('filter values of id and tag filters', () => {
  it('knows the id and tag filters', () => {
    expect(filterFieldKind(section, 'f[ids]')).toBe('ids');
    expect(filterFieldKind(section, 'f[tagsAll]')).toBe('tags');
    expect(filterFieldKind(section, 'f[term]')).toBeUndefined();
  });

  it("a dashboard widget's Tags filter (named without f[…]) is chosen from the tag list too (issue 27 #16)", () => {
    const widget = sectionToSchema({
      name: 'filters',
      label: 'Filters',
      type: 'section',
      items: [
        {
          name: 'tagsAll',
          label: 'Tags',
          type: 'field',
          component: 'DynamicTags',
          attributes: { multiple: true },
        },
      ],
    } as FormSection);
    expect(filterFieldKind(widget, 'tagsAll')).toBe('tags');
    expect(formDataToFilters({ tagsAll: [{ id: 4 }, { id: 9 }] }, widget)).toEqual({ tagsAll: [4, 9] });
  });

  it('reads only the ids of an edited address into the form', () => {
    expect(filtersToFormData({ 'f[ids]': [152, '173 abc', 'x'], 'f[tagsAll]': '4,nope' }, section)).toEqual({
      'f[ids]': [152],
      'f[tagsAll]': [{ id: 4 }],
    });
    expect(filtersToFormData({ 'f[ids]': 'abc' }, section)).toEqual({});
  });

  it('hands the address ids, never text; empty lists remove the filter', () => {
    expect(
      formDataToFilters(
        { 'f[ids]': [152, 173], 'f[tagsAll]': [{ id: 4 }, { id: 9 }], 'f[term]': '  linen ' },
        section,
      ),
    ).toEqual({ 'f[ids]': [152, 173], 'f[tagsAll]': [4, 9], 'f[term]': 'linen' });
    expect(formDataToFilters({ 'f[ids]': [], 'f[tagsAll]': [] }, section)).toEqual({
      'f[ids]': undefined,
      'f[tagsAll]': undefined,
      'f[term]': undefined,
    });
  });
});
