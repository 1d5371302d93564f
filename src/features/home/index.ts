/** The home feature: the greeting, with a slot for the dashboard; the page loads lazily. */
export const loadHomePage = () => import('./home-page');
