import type { Theme } from '@mui/material/styles';

/** The paths of the Material icons the overview's rows show (as in `@mui/icons-material`, 24×24). */
const PATHS = {
  edit: 'm14.06 9.02.92.92L5.92 19H5v-.92zM17.66 3c-.25 0-.51.1-.7.29l-1.83 1.83 3.75 3.75 1.83-1.83c.39-.39.39-1.02 0-1.41l-2.34-2.34c-.2-.2-.45-.29-.71-.29m-3.6 3.19L3 17.25V21h3.75L17.81 9.94z',
  duplicate:
    'M16 1H4c-1.1 0-2 .9-2 2v14h2V3h12zm3 4H8c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h11c1.1 0 2-.9 2-2V7c0-1.1-.9-2-2-2m0 16H8V7h11z',
  delete: 'M16 9v10H8V9zm-1.5-6h-5l-1 1H5v2h14V4h-3.5zM18 7H6v12c0 1.1.9 2 2 2h8c1.1 0 2-.9 2-2z',
  'open-new-tab':
    'M19 19H5V5h7V3H5c-1.11 0-2 .9-2 2v14c0 1.1.89 2 2 2h14c1.1 0 2-.9 2-2v-7h-2zM14 3v2h3.59l-9.83 9.83 1.41 1.41L19 6.41V10h2V3z',
  'copy-link':
    'M3.9 12c0-1.71 1.39-3.1 3.1-3.1h4V7H7c-2.76 0-5 2.24-5 5s2.24 5 5 5h4v-1.9H7c-1.71 0-3.1-1.39-3.1-3.1M8 13h8v-2H8zm9-6h-4v1.9h4c1.71 0 3.1 1.39 3.1 3.1s-1.39 3.1-3.1 3.1h-4V17h4c2.76 0 5-2.24 5-5s-2.24-5-5-5',
  refresh:
    'M17.65 6.35C16.2 4.9 14.21 4 12 4c-4.42 0-7.99 3.58-7.99 8s3.57 8 7.99 8c3.73 0 6.84-2.55 7.73-6h-2.08c-.82 2.33-3.04 4-5.65 4-3.31 0-6-2.69-6-6s2.69-6 6-6c1.66 0 3.14.69 4.22 1.78L13 11h7V4z',
} as const;

export type RowIconName = keyof typeof PATHS;

/**
 * A row's icon as a plain `svg` element, not a component: MUI's icon is four components per icon (its memo and
 * forwardRef, SvgIcon, the styled root with its style insertion), and a story row shows one per shop (the
 * stream products' recalculate buttons) plus one per row action — about 65 component renders per row (issue
 * 28: the rows' passes). The element is the one SvgIcon renders (its classes, `focusable`, `aria-hidden`,
 * the view box); its look comes from `rowIconCss`, given once by the container (`'& .MuiSvgIcon-root'`).
 */
export function rowIcon(name: RowIconName, fontSize: 'small' | 'inherit') {
  return (
    <svg
      className={`MuiSvgIcon-root MuiSvgIcon-fontSize${fontSize === 'small' ? 'Small' : 'Inherit'}`}
      focusable="false"
      aria-hidden="true"
      viewBox="0 0 24 24"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}

/** SvgIcon's styles (MUI's `SvgIconRoot`: 1em square, current colour, the fill transition, the font sizes). */
export function rowIconCss(theme: Theme) {
  // As SvgIcon asks for it (the CSS-variables theme has no transitions: MUI's default duration applies).
  const vars = (theme.vars ?? theme) as { transitions?: { duration?: { shorter?: number } } };
  return {
    userSelect: 'none',
    width: '1em',
    height: '1em',
    display: 'inline-block',
    flexShrink: 0,
    transition: theme.transitions.create('fill', { duration: vars.transitions?.duration?.shorter }),
    fill: 'currentColor',
    fontSize: 'inherit',
    '&.MuiSvgIcon-fontSizeSmall': { fontSize: theme.typography.pxToRem(20) },
  } as const;
}

/**
 * The classes of a row's icon button: a plain `button` (see `rowButtonCss`) carrying the names MUI's small
 * IconButton carries, so styles written for those still find it.
 */
export const ROW_BUTTON_CLASS = 'MuiButtonBase-root MuiIconButton-root MuiIconButton-sizeSmall';

/**
 * MUI's small IconButton's look (its `ButtonBaseRoot` and `IconButtonRoot` styles, default colour, and the
 * theme's focus ring) for the plain `button`s of a row, given once by the container (`'& > button'`). A story
 * row has ~13 icon buttons (a recalculate button per shop and the row actions); as MUI's IconButton each was
 * six to eight components with two style insertions and ButtonBase's dozen handlers (issue 28: the rows'
 * passes). The plain button keeps what matters: a native button's keyboard and focus, `:focus-visible` for
 * the ring MUI draws on keyboard focus, `:disabled` for its disabled look; not the ripple.
 */
export function rowButtonCss(theme: Theme) {
  const palette = (theme.vars ?? theme).palette;
  return {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    position: 'relative',
    boxSizing: 'border-box',
    WebkitTapHighlightColor: 'transparent',
    backgroundColor: 'transparent',
    outline: 0,
    border: 0,
    margin: 0,
    cursor: 'pointer',
    userSelect: 'none',
    verticalAlign: 'middle',
    appearance: 'none',
    textDecoration: 'none',
    textAlign: 'center',
    flex: '0 0 auto',
    padding: '5px',
    fontSize: theme.typography.pxToRem(18),
    borderRadius: '50%',
    color: palette.action.active,
    transition: theme.transitions.create('background-color', {
      duration: theme.transitions.duration.shortest,
    }),
    '&:hover': {
      backgroundColor: theme.alpha(palette.action.active, palette.action.hoverOpacity),
      '@media (hover: none)': { backgroundColor: 'transparent' },
    },
    '&:focus-visible': { outline: `2px solid ${palette.primary.main}`, outlineOffset: '2px' },
    '&:disabled': {
      pointerEvents: 'none',
      cursor: 'default',
      backgroundColor: 'transparent',
      color: palette.action.disabled,
    },
  } as const;
}
