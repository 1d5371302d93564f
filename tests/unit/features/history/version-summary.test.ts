import { describe, expect, it } from 'vitest';
import { versionSummary, type Naming } from '@/features/history/version-summary';

const naming: Naming = {
  label: (path, inShop) =>
    ({ internalName: 'Internal name', 'seodata.title': 'SEO title', name: 'Name' })[path] ??
    (inShop ? `shop:${path}` : path),
  shopName: (appId) => ({ 1: 'Germany', 3: 'Austria' })[appId] ?? `#${appId}`,
};
const shops = [
  { appId: 1, isPublished: true },
  { appId: 3, isPublished: false },
];

describe('versionSummary', () => {
  it('names the changed fields by label, each once, at most three', () => {
    expect(versionSummary({ version: 2, changes: ['internalName', 'seodata.title'], shops }, naming)).toBe(
      'Changed: Internal name, SEO title',
    );
    expect(
      versionSummary(
        { version: 4, changes: ['appConfigs.0.name', 'appConfigs.1.name', 'a', 'b', 'c'], shops },
        naming,
      ),
    ).toBe('Changed: Name, a, b and 1 more');
  });

  it('says where a shop was published or unpublished, from the kept flags', () => {
    expect(versionSummary({ version: 3, changes: ['appConfigs.0.isPublished'], shops }, naming)).toBe(
      'Published in Germany',
    );
    expect(
      versionSummary(
        { version: 5, changes: ['appConfigs.1.isPublished', 'appConfigs.1.name'], shops },
        naming,
      ),
    ).toBe('Unpublished in Austria · Changed: Name');
  });

  it('says a bundle was published at entity level', () => {
    expect(
      versionSummary({ version: 2, changes: ['isPublished'], shops: [], isPublished: true }, naming),
    ).toBe('Published');
  });

  it('calls a whole added or removed shop config a change of the shops', () => {
    expect(versionSummary({ version: 2, changes: ['appConfigs.1'], shops }, naming)).toBe('Changed: Shops');
  });

  it('calls the first kept state the creation, later ones without changes a plain save', () => {
    expect(versionSummary({ version: 1, changes: [], shops }, naming)).toBe('Created');
    expect(versionSummary({ version: 6, changes: [], shops }, naming)).toBe('Saved without changes');
  });
});
