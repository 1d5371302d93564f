import { describe, expect, it } from 'vitest';
import type { ContentStatus } from '@generated/model';
import {
  filterShops,
  keepSelected,
  publishAction,
  publishButtonState,
  publishFlags,
  rowBlockers,
  type PublishShop,
} from '@/features/publish/publish-rules';

const shop = (appId: number, status: ContentStatus): PublishShop => ({
  appId,
  name: `Shop ${appId}`,
  status,
});
const NOW = Date.parse('2026-11-25T12:00:00Z');
/** n offline shops without a schedule. */
const offline = (n: number) => Array.from({ length: n }, (_, i) => shop(i + 1, 'offline'));
const shops = [
  shop(1, 'online'),
  shop(2, 'offline'),
  shop(3, 'scheduled'),
  shop(4, 'draft'),
  shop(5, 'offline'),
];

describe('the publish action of the selection (spec 2 §4.2)', () => {
  it('publishes when every selected shop is offline (a never-published draft counts as offline)', () => {
    expect(publishAction(['offline'])).toBe('publish');
    expect(publishAction(['offline', 'draft', 'offline'])).toBe('publish');
  });

  it('unpublishes when every selected shop is online or scheduled', () => {
    expect(publishAction(['online'])).toBe('unpublish');
    expect(publishAction(['scheduled', 'online'])).toBe('unpublish');
  });

  it('is a conflict for a mix, and nothing without a selection', () => {
    expect(publishAction(['online', 'offline'])).toBe('conflict');
    expect(publishAction(['draft', 'scheduled'])).toBe('conflict');
    expect(publishAction([])).toBe('none');
  });
});

describe('the isPublished flags on submit (spec 2 §4.2)', () => {
  it('gives the selected shops true when publishing; the others keep true only when online or scheduled', () => {
    expect(publishFlags(shops, new Set([2, 4]), 'publish')).toEqual({
      level: 'appConfig',
      shops: { 1: true, 2: true, 3: true, 4: true, 5: false },
    });
  });

  it('gives the selected shops false when unpublishing', () => {
    expect(publishFlags(shops, new Set([1]), 'unpublish')).toEqual({
      level: 'appConfig',
      shops: { 1: false, 2: false, 3: true, 4: false, 5: false },
    });
    expect(publishFlags(shops, new Set([1, 3]), 'unpublish').shops).toMatchObject({ 1: false, 3: false });
  });
});

describe('the status filter', () => {
  const ids = (list: PublishShop[]) => list.map((s) => s.appId);
  it('shows all, or the shops of one status (offline: every shop that is not published)', () => {
    expect(ids(filterShops(shops, 'all'))).toEqual([1, 2, 3, 4, 5]);
    expect(ids(filterShops(shops, 'online'))).toEqual([1]);
    expect(ids(filterShops(shops, 'scheduled'))).toEqual([3]);
    expect(ids(filterShops(shops, 'offline'))).toEqual([2, 4, 5]);
  });

  it('keeps only the selected shops the filter still shows', () => {
    expect([...keepSelected(new Set([1, 2, 5]), filterShops(shops, 'offline'))]).toEqual([2, 5]);
    expect([...keepSelected(new Set([9]), shops)]).toEqual([]);
  });
});

describe('rows with validation errors cannot be selected (spec 2 §5.2)', () => {
  it('blocks the shop at index N for errors under appConfigs.N', () => {
    expect(
      rowBlockers(
        { 'appConfigs.1.name': ['The name field is required.'], 'appConfigs.3': ['x'] },
        offline(4),
        NOW,
      ),
    ).toEqual([null, 'shopErrors', null, 'shopErrors']);
  });

  it('blocks every row for an error without a shop', () => {
    expect(rowBlockers({ internalName: ['The internal name field is required.'] }, offline(2), NOW)).toEqual([
      'otherErrors',
      'otherErrors',
    ]);
    // A shop's own errors still name the shop; `appConfigs` alone has no shop.
    expect(
      rowBlockers({ appConfigs: ['must not be empty'], 'appConfigs.0.slug': ['x'] }, offline(2), NOW),
    ).toEqual(['shopErrors', 'otherErrors']);
  });

  it('ignores paths without messages and paths that only look like a shop', () => {
    expect(rowBlockers({ 'appConfigs.0.name': [] }, offline(1), NOW)).toEqual([null]);
    expect(rowBlockers({ 'appConfigsX.0': ['x'] }, offline(1), NOW)).toEqual(['otherErrors']);
    expect(rowBlockers({}, offline(2), NOW)).toEqual([null, null]);
  });
});

describe('the Publish button (spec 2 §5.2)', () => {
  const clean = { isNew: false, dirty: false, busy: false, readOnly: false };
  it('is enabled for a saved, clean entity', () => {
    expect(publishButtonState(clean)).toEqual({ disabled: false, tooltip: null });
  });

  it("is disabled for a new entity or a dirty form with 'Please save for further actions'", () => {
    const tooltip = 'Please save for further actions';
    expect(publishButtonState({ ...clean, isNew: true })).toEqual({ disabled: true, tooltip });
    expect(publishButtonState({ ...clean, dirty: true })).toEqual({ disabled: true, tooltip });
  });

  it('is disabled while busy and in view-only mode', () => {
    expect(publishButtonState({ ...clean, busy: true })).toEqual({ disabled: true, tooltip: null });
    expect(publishButtonState({ ...clean, readOnly: true })).toEqual({ disabled: true, tooltip: null });
    expect(publishButtonState({ ...clean, readOnly: true, dirty: true }).tooltip).toBeNull();
  });
});

describe('a shop past its activeUntil cannot be selected to publish (publishing could not bring it online)', () => {
  const until = (status: ContentStatus, activeUntil: string | null): PublishShop => ({
    ...shop(1, status),
    activeUntil,
  });

  it('blocks an unpublished shop whose activeUntil has passed, after the error blockers', () => {
    const rows = [
      until('offline', '2026-11-01T00:00:00Z'),
      until('offline', '2026-12-01T00:00:00Z'),
      until('draft', null),
      until('online', '2026-11-01T00:00:00Z'),
    ];
    expect(rowBlockers({}, rows, NOW)).toEqual(['expired', null, null, null]);
    expect(rowBlockers({ 'appConfigs.0.name': ['x'] }, rows, NOW)[0]).toBe('shopErrors');
  });
});
