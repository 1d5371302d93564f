/** The activity log (issue 29): the Activity page and the dashboard's 'Recent activity' widget, each lazy. */
export const loadActivityPage = () => import('./activity-page');
export const loadRecentActivity = () => import('./recent-activity');
