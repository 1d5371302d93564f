import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { SignInScreen } from '@/features/auth';
import type { Environment } from '@/lib/environment';
import { EnvironmentLogo } from '../layout/environment-logo';
import { APP_BAR_SX, LOGO_BOX_SX, MAIN_SX, TOOLBAR_SX } from '../layout/page-frame';
import { PageLoader } from '@/components/page-loader';

const ENVIRONMENTS: Environment[] = ['develop', 'integration', 'staging', 'production'];

/** A page whose heading the loading shell shows when it is opened signed in: an entity overview. */
export interface ShellPage {
  /** The page's path without a trailing slash (`/content/stories`). */
  path: string;
  /** Its heading, as the page renders it (the entity type's plural). */
  title: string;
}

/**
 * What index.html shows before the app's JavaScript runs, rendered at build time: the sign-in screen and the
 * loading state, one of them visible by the stored token (choose-shell.ts); the logo of every environment,
 * one visible by the host name. Signed in, the loading state is the layout's header bar and, on an entity
 * overview, the page's heading where the page paints it (one per overview, the one of the opened path
 * visible), above the spinner: the heading is on screen from the first paint, not after the app's chunks.
 * SHELL_CSS and shellPageCss do the choosing.
 */
export function AppShell({ pages = [] }: { pages?: ShellPage[] }) {
  const logos = () =>
    ENVIRONMENTS.map((environment) => (
      <span key={environment} data-shell-env={environment}>
        <EnvironmentLogo environment={environment} />
      </span>
    ));
  return (
    <>
      <div id="shell-sign-in">
        <SignInScreen shell values={{ email: '', password: '' }} logo={logos()} />
      </div>
      <div id="shell-loading">
        <AppBar component="div" position="static" color="inherit" sx={APP_BAR_SX}>
          <Toolbar disableGutters sx={TOOLBAR_SX}>
            <Box sx={LOGO_BOX_SX}>{logos()}</Box>
          </Toolbar>
        </AppBar>
        <Box sx={MAIN_SX}>
          {pages.map(({ path, title }) => (
            // The overview's header row (features/overview/overview-header.tsx) without its create button.
            <Box
              key={path}
              data-shell-page={path}
              sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 3, flexWrap: 'wrap' }}
            >
              <Typography variant="h1" sx={{ flexGrow: 1 }}>
                {title}
              </Typography>
            </Box>
          ))}
          <PageLoader />
        </Box>
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

/**
 * Shows the heading of the page at the opened path (`data-shell-path` on <html>, set by choose-shell.ts) and
 * hides the others.
 */
export function shellPageCss(pages: ShellPage[]): string {
  if (pages.length === 0) return '';
  const path = (value: string) => JSON.stringify(value);
  const visible = pages.map(
    (page) => `html[data-shell-path=${path(page.path)}] #shell-loading [data-shell-page=${path(page.path)}]`,
  );
  return `#shell-loading [data-shell-page] { display: none }\n${visible.join(', ')} { display: flex }`;
}
