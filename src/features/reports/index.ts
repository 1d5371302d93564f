/** The reports feature (its route alone loads recharts). */
export const loadReportsPage = () => import('./reports-page');
