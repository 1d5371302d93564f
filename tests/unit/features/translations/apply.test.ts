import { describe, expect, it } from 'vitest';
import type { AppConfigFormValues } from '@/entities';
import {
  applyTranslation,
  downloadOutcome,
  valueAtPath,
  type RecordedUnit,
} from '@/features/translations/apply';

const TARGET = {
  appId: 4,
  headline: 'Der Trenchcoat-Guide',
  seo: { title: 'Trenchcoats' },
  items: [{ caption: 'Jetzt entdecken' }],
  contentElements: [
    {
      id: 300001,
      index: 0,
      type: 'headline',
      attributes: { text: 'Jetzt entdecken', size: 'm' },
      position: { slot: 'main', index: 0 },
    },
  ],
} as AppConfigFormValues;

const UNITS: RecordedUnit[] = [
  { path: 'field:headline', source: 'Der Trenchcoat-Guide', label: 'Headline' },
  { path: 'field:seo.title', source: 'Trenchcoats', label: 'SEO title' },
  { path: 'field:items.0.caption', source: 'Jetzt entdecken', label: 'Caption' },
  { path: 'block:300001:text', source: 'Jetzt entdecken', label: 'Text', blockType: 'headline' },
];

const OUTPUT = {
  'Der Trenchcoat-Guide': 'De trenchcoat-gids',
  Trenchcoats: 'Trenchcoats NL',
  'Jetzt entdecken': 'Nu ontdekken',
};

describe('applying a translation (spec 2 §5.2)', () => {
  it('replaces every recorded value that has a translation, leaving the input untouched', () => {
    const result = applyTranslation(TARGET, UNITS, OUTPUT);
    expect(result).toMatchObject({ applied: 4, translated: 4, untranslated: 0, conflicts: [] });
    expect(result.config).toMatchObject({
      headline: 'De trenchcoat-gids',
      seo: { title: 'Trenchcoats NL' },
      items: [{ caption: 'Nu ontdekken' }],
    });
    expect(result.config.contentElements?.[0]?.attributes).toEqual({ text: 'Nu ontdekken', size: 'm' });
    expect(TARGET.headline).toBe('Der Trenchcoat-Guide');
    expect(downloadOutcome(result)).toBe('full');
  });

  it('replaces a value only when the vocabulary has an entry, and counts the others', () => {
    const result = applyTranslation(TARGET, UNITS, { Trenchcoats: 'Trenchcoats NL', 'Jetzt entdecken': '' });
    expect(result).toMatchObject({ applied: 1, translated: 1, untranslated: 3, conflicts: [] });
    expect(result.config.headline).toBe('Der Trenchcoat-Guide');
    expect(downloadOutcome(result)).toBe('partial');
  });

  it('says none when nothing is translated', () => {
    const result = applyTranslation(TARGET, UNITS, {});
    expect(result).toMatchObject({ applied: 0, translated: 0, untranslated: 4 });
    expect(downloadOutcome(result)).toBe('none');
    expect(downloadOutcome(applyTranslation(TARGET, [], OUTPUT))).toBe('none');
  });

  it('never overwrites a value edited since the request: it is a conflict', () => {
    const edited = { ...TARGET, headline: 'Handmatig verbeterd' } as AppConfigFormValues;
    const result = applyTranslation(edited, UNITS, OUTPUT);
    expect(result.config.headline).toBe('Handmatig verbeterd');
    expect(result.conflicts).toEqual([
      { path: 'field:headline', label: 'Headline', current: 'Handmatig verbeterd' },
    ]);
    expect(result).toMatchObject({ applied: 3, translated: 3 });
    expect(downloadOutcome(result)).toBe('partial');
  });

  it('reports a removed block as a conflict instead of creating it', () => {
    const removed = { ...TARGET, contentElements: [] } as AppConfigFormValues;
    const result = applyTranslation(removed, UNITS, OUTPUT);
    expect(result.conflicts).toEqual([{ path: 'block:300001:text', label: 'Text', current: undefined }]);
    expect(result.config.contentElements).toEqual([]);
  });

  it('changes nothing the second time', () => {
    const once = applyTranslation(TARGET, UNITS, OUTPUT);
    const twice = applyTranslation(once.config, UNITS, OUTPUT);
    expect(twice.config).toEqual(once.config);
    expect(twice).toMatchObject({ applied: 0, translated: 4, untranslated: 0, conflicts: [] });
  });

  it('reads values by path', () => {
    expect(valueAtPath(TARGET, 'field:seo.title')).toBe('Trenchcoats');
    expect(valueAtPath(TARGET, 'block:300001:text')).toBe('Jetzt entdecken');
    expect(valueAtPath(TARGET, 'block:999999:text')).toBeUndefined();
    expect(valueAtPath(TARGET, 'bogus')).toBeUndefined();
  });
});
