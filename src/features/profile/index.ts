/** The user profile screens (spec 1 §2.10), loaded with their routes. */
export const loadUserProfile = () => import('./user-profile');
