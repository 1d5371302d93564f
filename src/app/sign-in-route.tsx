import { lazy, Suspense } from 'react';
import { loadSignInPage } from '@/features/auth';
import { detectEnvironment } from '../lib/environment';
import { EnvironmentLogo } from './layout/environment-logo';
import { useAppShellTakeover } from './shell/app-shell-takeover';

const SignInPage = lazy(async () => ({ default: (await loadSignInPage()).SignInPage }));

function SignInWithLogo() {
  useAppShellTakeover();
  return <SignInPage logo={<EnvironmentLogo environment={detectEnvironment(window.location.hostname)} />} />;
}

/**
 * A signed-out visitor's sign-in screen without router or query client (spec 1 §4.4: signing in reloads the
 * page). Until its chunk is there, the pre-rendered shell stays in view.
 */
export function SignInRoute() {
  return (
    <Suspense fallback={null}>
      <SignInWithLogo />
    </Suspense>
  );
}
