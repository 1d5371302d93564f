// Build time only (scripts/prerender.mjs bundles and runs this in Node): the shell as HTML plus the CSS
// emotion produced for it, with the app's theme and CssBaseline, so it looks exactly like the app.
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { renderToString } from 'react-dom/server';
import { overviewEntityConfigs } from '@/entities';
import { getTheme } from '../theme';
import { AppShell, SHELL_CSS, shellPageCss, type ShellPage } from './app-shell';

export function renderAppShell(): { html: string; styles: string } {
  // The app's emotion cache uses the default key `css`: it adopts these styles instead of inserting them again.
  const cache = createCache({ key: 'css' });
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  const pages = shellPages();
  let html = renderToString(
    <CacheProvider value={cache}>
      <ThemeProvider theme={getTheme()}>
        <CssBaseline />
        <AppShell pages={pages} />
      </ThemeProvider>
    </CacheProvider>,
  );
  // Global styles (CssBaseline) are rendered inline; they belong in the head with the rest.
  const globals: string[] = [];
  html = html.replace(/<style data-emotion="css-global[^"]*"[^>]*>[\s\S]*?<\/style>/g, (tag) => {
    globals.push(tag);
    return '';
  });
  const chunks = extractCriticalToChunks(html);
  const styles = [
    ...globals,
    constructStyleTagsFromChunks(chunks),
    `<style>${SHELL_CSS}\n${shellPageCss(pages)}</style>`,
  ].join('');
  return { html: chunks.html, styles };
}

/** The entity overviews' paths without a trailing slash ('/' of the block types is no overview). */
export function entityOverviewPaths(): string[] {
  return shellPages().map(({ path }) => path);
}

/** The entity overviews, whose headings the loading shell shows. */
function shellPages(): ShellPage[] {
  return overviewEntityConfigs().map(({ overviewPath, plural }) => ({
    path: overviewPath.replace(/\/+$/, ''),
    title: plural,
  }));
}
