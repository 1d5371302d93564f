/** The dashboard feature: the homepage dashboard of data widgets; loads lazily with the home route. */
export const loadDashboard = () => import('./dashboard');
