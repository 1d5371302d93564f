import { describe, expect, it } from 'vitest';
import { detailLines, streamProductLines } from '@/features/wizard/detail-value';

const apps = [
  { id: 1, name: 'Germany', localeCode: 'de-DE', languageCode: 'de', shopUrls: { desktop: '', mobile: '' } },
  { id: 2, name: 'Austria', localeCode: 'de-AT', languageCode: 'de', shopUrls: { desktop: '', mobile: '' } },
];

describe('entity details', () => {
  it('shows the actual stream count when online, else the estimate', () => {
    const configs = [
      { appId: 1, status: 'online', streamProductCount: 2650, streamProductEstimate: 10 },
      { appId: 2, status: 'offline', streamProductCount: 5, streamProductEstimate: 1200 },
    ];
    expect(streamProductLines(configs, apps)).toEqual(['de-DE: 2,650', 'de-AT: estimated 1,200']);
  });

  it('formats cells by their component', () => {
    const entity = {
      id: 7,
      updatedAt: '2026-10-31T18:44:00',
      updatedByUser: { id: 1, name: 'Eda Editor' },
      appConfigs: [{ appId: 2, status: 'online' }],
    };
    expect(detailLines(entity, { field: 'id', component: 'Id' }, apps)).toEqual(['7']);
    expect(detailLines(entity, { field: 'updatedAt', component: 'DateTime' }, apps)).toEqual([
      '31.10.2026, 18:44',
    ]);
    expect(detailLines(entity, { field: 'updatedByUser', component: 'User' }, apps)).toEqual(['Eda Editor']);
    expect(detailLines(entity, { field: 'appConfigs', component: 'AppStatuses' }, apps)).toEqual([
      'Austria: Online',
    ]);
    expect(detailLines(entity, { field: 'missing' }, apps)).toEqual(['–']);
  });
});
