/** The notification screens: the bell goes into the header; the overview and the redirect load with their routes. */
export { NotificationBell } from './notification-bell';
export { invalidateNotificationLists } from './queries';
export const loadNotificationsOverview = () => import('./notifications-overview');
export const loadRedirectPage = () => import('./redirect-page');
