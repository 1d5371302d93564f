import { describe, expect, it } from 'vitest';
import type { DashboardSchema, WidgetSchema } from '@generated/model';
import { dataWidgetNames, resolveDashboard, type SchemaState } from '@/features/dashboard/widget-loading';

const dashboard: DashboardSchema = {
  sections: [
    {
      gap: 24,
      height: null,
      widgets: [
        { type: 'custom', component: 'WelcomeBlock' },
        { type: 'data', name: 'a' },
      ],
    },
    { gap: 16, height: null, widgets: [{ type: 'data', name: 'b' }] },
    { widgets: [{ type: 'data', name: 'a' }] },
  ],
};
const schemaOf = (name: string): WidgetSchema => ({
  name,
  views: [{ type: 'listView' }],
  dataSource: { endpoint: `/x/${name}` },
});
const loaded = (name: string): SchemaState => ({ isPending: false, isError: false, data: schemaOf(name) });
const failed: SchemaState = { isPending: false, isError: true };

describe('dashboard loading (spec 1 §4.3)', () => {
  it('asks for each data widget schema once', () => {
    expect(dataWidgetNames(dashboard)).toEqual(['a', 'b']);
    expect(dataWidgetNames(undefined)).toEqual([]);
  });

  it('is loading until the dashboard and every widget schema have answered', () => {
    expect(resolveDashboard(undefined, new Map()).loading).toBe(true);
    expect(
      resolveDashboard(
        dashboard,
        new Map([
          ['a', loaded('a')],
          ['b', { isPending: true, isError: false }],
        ]),
      ).loading,
    ).toBe(true);
  });

  it('skips widgets whose schema failed, and sections left empty', () => {
    const resolved = resolveDashboard(
      dashboard,
      new Map([
        ['a', loaded('a')],
        ['b', failed],
      ]),
    );
    expect(resolved.loading).toBe(false);
    expect(
      resolved.sections.map((s) => s.widgets.map((w) => (w.kind === 'data' ? w.schema.name : w.component))),
    ).toEqual([['WelcomeBlock', 'a'], ['a']]);
  });
});
