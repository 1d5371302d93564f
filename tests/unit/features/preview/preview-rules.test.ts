// The preview panel's pure rules (issue 22, spec 2 §2.8, §4.8, §6, §9): devices, live or mocked, the request,
// and the 300 ms debounce.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createDebouncer,
  DEVICE_SIZES,
  deviceSize,
  modeHeaders,
  PREVIEW_DEBOUNCE_MS,
  previewDevices,
  previewMode,
  previewRequest,
} from '@/features/preview/preview-rules';

const off = { mockedPreview: false, mockedPreviewType: false } as const;

describe('devices', () => {
  it('desktop 1200 at 0.8, mobile 400 at 1; no mobile for the stories and hotdrop', () => {
    expect(DEVICE_SIZES).toEqual({ desktop: { width: 1200, scale: 0.8 }, mobile: { width: 400, scale: 1 } });
    for (const type of ['story', 'brand-story', 'idol-story', 'hotdrop']) {
      expect(previewDevices(type)).toEqual(['desktop']);
    }
    for (const type of ['custom-page', 'brand-discovery', 'core-page', 'profile-brand']) {
      expect(previewDevices(type)).toEqual(['desktop', 'mobile']);
    }
  });
});

describe('the editor config (GET /content/editor-config, spec 2 §7)', () => {
  const config = {
    sdkVersion: '1.5.0',
    noMobileEntityTypes: ['custom-page'],
    liveEntityTypes: ['story'],
    mockedCustomPageIds: [7],
    devices: { desktop: { width: 1000, scale: 0.5 } },
  };

  it('decides the devices, their sizes, the live types and the mocked custom pages when it names them', () => {
    expect(previewDevices('custom-page', config)).toEqual(['desktop']);
    expect(previewDevices('story', config)).toEqual(['desktop', 'mobile']);
    expect(deviceSize('desktop', config)).toEqual({ width: 1000, scale: 0.5 });
    expect(deviceSize('mobile', config)).toEqual(DEVICE_SIZES.mobile);
    const flags = { mockedPreview: true, mockedPreviewType: false } as const;
    const mode = (entityType: string, entityId: number) =>
      previewMode({ entityType, entityId, environment: 'develop', flags: off, config }).mocked;
    expect([mode('custom-page', 7), mode('custom-page', 3048)]).toEqual([true, false]);
    expect(
      previewMode({ entityType: 'story', entityId: 1, environment: 'develop', flags, config }).mocked,
    ).toBe(false);
    expect(
      previewMode({ entityType: 'brand-discovery', entityId: 1, environment: 'develop', flags, config })
        .mocked,
    ).toBe(true);
  });

  it("falls back to the environment's homepages and the spec's constants for what it leaves out", () => {
    const bare = { sdkVersion: '1.5.0' };
    expect(previewDevices('story', bare)).toEqual(['desktop']);
    expect(deviceSize('desktop', bare)).toEqual(DEVICE_SIZES.desktop);
    expect(
      previewMode({
        entityType: 'custom-page',
        entityId: 3048,
        environment: 'develop',
        flags: off,
        config: bare,
      }).mocked,
    ).toBe(true);
  });
});

describe('mode', () => {
  it('mocks the female and male homepage custom pages of the environment, live otherwise', () => {
    const mode = (entityId: number, environment: 'integration' | 'staging' | 'production' | 'develop') =>
      previewMode({ entityType: 'custom-page', entityId, environment, flags: off }).mocked;
    expect([mode(3048, 'integration'), mode(3049, 'integration'), mode(3048, 'develop')]).toEqual([
      true,
      true,
      true,
    ]);
    expect([mode(100015, 'staging'), mode(100016, 'staging')]).toEqual([true, true]);
    expect([mode(100364, 'production'), mode(100366, 'production')]).toEqual([true, true]);
    expect([mode(3048, 'production'), mode(100364, 'staging'), mode(3050, 'integration')]).toEqual([
      false,
      false,
      false,
    ]);
    expect(
      previewMode({ entityType: 'story', entityId: 3048, environment: 'integration', flags: off }).mocked,
    ).toBe(false);
  });

  it('the mockedPreview flag mocks every type but brand discovery, in its data or visual mode', () => {
    const flags = { mockedPreview: true, mockedPreviewType: 'data' } as const;
    expect(previewMode({ entityType: 'story', entityId: 1, environment: 'develop', flags })).toEqual({
      mocked: true,
      mockedPreviewType: 'data',
    });
    expect(
      previewMode({ entityType: 'brand-discovery', entityId: 1, environment: 'develop', flags }).mocked,
    ).toBe(false);
    expect(modeHeaders({ mocked: true, mockedPreviewType: 'data' })).toEqual({
      'X-FeatureFlag-mockedPreview': 'true',
      'X-FeatureFlag-mockedPreviewType': 'data',
    });
    expect(modeHeaders({ mocked: false, mockedPreviewType: 'visual' })).toEqual({});
  });
});

describe('request', () => {
  it('carries the shop config as the form holds it', () => {
    const appConfig = { appId: 4, name: 'x', contentElements: [] };
    expect(previewRequest({ entityType: 'story', entityId: null, appConfig, device: 'mobile' })).toEqual({
      appId: 4,
      entityType: 'story',
      resourceId: null,
      device: 'mobile',
      content: appConfig,
    });
  });
});

describe('debounce', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs 300 ms after the last call, once; flush runs a pending call now, cancel drops it', () => {
    const fn = vi.fn();
    const debouncer = createDebouncer(fn, PREVIEW_DEBOUNCE_MS);
    expect(PREVIEW_DEBOUNCE_MS).toBe(300);
    debouncer.call();
    vi.advanceTimersByTime(200);
    debouncer.call();
    vi.advanceTimersByTime(299);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
    debouncer.call();
    debouncer.flush();
    expect(fn).toHaveBeenCalledTimes(2);
    debouncer.flush();
    expect(fn).toHaveBeenCalledTimes(2);
    debouncer.call();
    debouncer.cancel();
    vi.advanceTimersByTime(1000);
    expect(fn).toHaveBeenCalledTimes(2);
  });
});
