import { describe, expect, it } from 'vitest';
import { HttpError } from '@/api/errors';
import type { FormSection } from '@generated/model';
import { saveConflict } from '@/features/wizard/conflict';
import { toErrorSchema } from '@/features/wizard/server-errors';
import { isEditorSection, isShopSection, stepIndex, stepPath } from '@/features/wizard/steps';
import { valueDifferences } from '@/lib/value-diff';

const sections: FormSection[] = [
  { label: 'General', attributes: { slug: 'general' }, items: [{ name: 'internalName', type: 'field' }] },
  {
    label: 'Content',
    attributes: { slug: 'content', isAppConstrained: true },
    items: [
      {
        name: 'contentElements',
        type: 'field',
        component: 'Editor',
        attributes: { slots: [{ name: 'main', label: 'Main', blockTypeNames: ['text', 'image'] }] },
      },
    ],
  },
];

describe('steps', () => {
  it('finds steps by slug; unknown or missing is -1', () => {
    expect(stepIndex(sections, 'content')).toBe(1);
    expect(stepIndex(sections, 'nope')).toBe(-1);
    expect(stepIndex(sections, undefined)).toBe(-1);
  });
  it('keeps the query string on step addresses', () => {
    expect(stepPath('/bundles/5', 'content', '?f[appId]=2')).toBe('/bundles/5/content?f[appId]=2');
    expect(stepPath('/bundles/new', 'general', '')).toBe('/bundles/new/general');
  });
  it('tells editor and shop sections apart', () => {
    expect(isEditorSection(sections[1])).toBe(true);
    expect(isEditorSection(sections[0])).toBe(false);
    expect(isShopSection(sections[1])).toBe(true);
  });
});

describe('server errors', () => {
  const errors = {
    internalName: ['required'],
    'appConfigs.1.seodata.title': ['too long'],
    'appConfigs.0.name': ['taken'],
  };
  it('maps the shared and one shop config onto error schemas', () => {
    expect(toErrorSchema(errors)).toMatchObject({ internalName: { __errors: ['required'] } });
    expect(toErrorSchema(errors, 'appConfigs.1')).toEqual({ seodata: { title: { __errors: ['too long'] } } });
  });
});

describe('conflict', () => {
  it('reads who saved in between and when', () => {
    const error = new HttpError('Conflict', 409, {
      message: 'Stale',
      updatedBy: { name: 'Mara' },
      updatedAt: '2026-01-01T10:00:00Z',
    });
    expect(saveConflict(error)).toEqual({ message: 'Stale', userName: 'Mara', at: '2026-01-01T10:00:00Z' });
    expect(saveConflict(new HttpError('x', 422, {}))).toBeNull();
  });
});

describe('value differences', () => {
  it('lists changed leaves, ignoring server facts', () => {
    expect(
      valueDifferences(
        { internalName: 'Mine', version: 1, appConfigs: [{ name: 'A' }] },
        { internalName: 'Theirs', version: 2, appConfigs: [{ name: 'A' }] },
      ),
    ).toEqual([{ path: 'internalName', mine: 'Mine', theirs: 'Theirs' }]);
  });
});
