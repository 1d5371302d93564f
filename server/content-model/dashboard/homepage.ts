// The homepage dashboard of the main tenant (spec 1 §2.6): sections in an auto-fit grid, each with its
// gap and height; the welcome block first, then the data widgets.
import type { DashboardSchema } from '@generated/model';

/** Default gap between widgets in pixels (spec 1 §9). */
export const DASHBOARD_GAP = 24;

export const homepageDashboard: DashboardSchema = {
  sections: [
    { gap: DASHBOARD_GAP, height: null, widgets: [{ type: 'custom', component: 'WelcomeBlock' }] },
    { gap: DASHBOARD_GAP, height: null, widgets: [{ type: 'data', name: 'recently-updated' }] },
    {
      gap: DASHBOARD_GAP,
      height: null,
      widgets: [
        { type: 'data', name: 'scheduled-content' },
        { type: 'data', name: 'missing-fields' },
      ],
    },
    // The activity log's widget (issue 29), provided by the back office's activity feature.
    { gap: DASHBOARD_GAP, height: null, widgets: [{ type: 'custom', component: 'RecentActivity' }] },
  ],
};
