import { HEADER_HEIGHT } from '../theme';

/**
 * The signed-in frame's boxes, shared by the layout (app-layout.tsx, nav-bar.tsx) and the pre-rendered loading
 * shell (shell/app-shell.tsx), so the shell's header and page heading sit exactly where the app paints them.
 */

/** The main area's padding above and below a page (theme spacing units). */
export const MAIN_PADDING_Y = 4;

/** The main landmark: the page's padding and width. */
export const MAIN_SX = { px: { xs: 2, md: 4 }, py: MAIN_PADDING_Y, maxWidth: 1600, mx: 'auto' } as const;

/** The header bar (an AppBar with `color="inherit"`). */
export const APP_BAR_SX = { borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' } as const;

/** The header bar's toolbar: logo, navigation, bell and account menu in one row. */
export const TOOLBAR_SX = { minHeight: HEADER_HEIGHT, height: HEADER_HEIGHT, px: 2, gap: 2 } as const;

/** The box around the logo (a link to the home page in the app). */
export const LOGO_BOX_SX = { flexShrink: 0, mr: 1 } as const;
