/** The auth feature: sign-in, logout and the account redirect; pages load lazily through these loaders. */
export const loadSignInPage = () => import('./sign-in-page');
export const loadLogoutPage = () => import('./logout-page');
export const loadAccountRedirectPage = () => import('./account-redirect-page');
export { validateSignIn } from './validate-sign-in';
export type { SignInErrors, SignInValues } from './validate-sign-in';
/** The sign-in screen without its behaviour: the build pre-renders it into index.html (src/app/shell). */
export { SignInScreen } from './sign-in-screen';
