/** The home feature: the greeting and (later) the dashboard; the page loads lazily. */
export const loadHomePage = () => import('./home-page');
