import { SignInScreen } from '@/features/auth';
import type { Environment } from '@/lib/environment';
import { EnvironmentLogo } from '../layout/environment-logo';
import { PageLoader } from '@/components/page-loader';

const ENVIRONMENTS: Environment[] = ['develop', 'integration', 'staging', 'production'];

/**
 * What index.html shows before the app's JavaScript runs, rendered at build time: the sign-in screen and the
 * loading state, one of them visible by the stored token (choose-shell.ts); the logo of every environment,
 * one visible by the host name. SHELL_CSS does the choosing.
 */
export function AppShell() {
  const logos = ENVIRONMENTS.map((environment) => (
    <span key={environment} data-shell-env={environment}>
      <EnvironmentLogo environment={environment} />
    </span>
  ));
  return (
    <>
      <div id="shell-sign-in">
        <SignInScreen shell values={{ email: '', password: '' }} logo={logos} />
      </div>
      <div id="shell-loading">
        <PageLoader />
      </div>
    </>
  );
}

const shown = (environment: Environment) =>
  `html[data-environment="${environment}"] [data-shell-env="${environment}"]`;

/** Picks the shell's state and logo; hides the app's #root while the shell is in the page. */
export const SHELL_CSS = [
  'html[data-shell="loading"] #shell-sign-in, html:not([data-shell="loading"]) #shell-loading { display: none }',
  '[data-shell-env] { display: none }',
  `${ENVIRONMENTS.map(shown).join(', ')}, html:not([data-environment]) [data-shell-env="production"] { display: block }`,
  '#app-shell ~ #root { display: none }',
].join('\n');
