// The plain elements a block row and an insert handle are made of. A slot may hold 300 blocks: MUI's
// IconButton, ButtonBase and Chip (ripple, focus-visible and class logic per instance) cost those rows most of
// their render time, while native buttons styled once look the same and keep the keyboard and focus behaviour.
import { styled } from '@mui/material/styles';

// Colours come from `theme.vars` (CSS variables that follow the colour scheme) where the theme has them; the
// plain palette holds the light scheme's values only.

/** A small round icon button (like MUI's IconButton size small). */
export const RowIconButton = styled('button')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  padding: 5,
  border: 0,
  borderRadius: '50%',
  background: 'transparent',
  color: (theme.vars ?? theme).palette.action.active,
  cursor: 'pointer',
  '&:hover': { backgroundColor: (theme.vars ?? theme).palette.action.hover },
  '&:focus-visible': { outline: `2px solid ${(theme.vars ?? theme).palette.primary.main}`, outlineOffset: 1 },
  '&:disabled': {
    color: (theme.vars ?? theme).palette.action.disabled,
    background: 'transparent',
    cursor: 'default',
  },
}));

/** The row's label: a full-width text button that selects the block. */
export const RowLabelButton = styled('button')(({ theme }) => ({
  ...theme.typography.body2,
  flex: 1,
  minWidth: 0,
  textAlign: 'left',
  padding: theme.spacing(1, 0.5),
  border: 0,
  borderRadius: theme.shape.borderRadius,
  background: 'transparent',
  color: (theme.vars ?? theme).palette.text.primary,
  cursor: 'pointer',
  '&:hover': { backgroundColor: (theme.vars ?? theme).palette.action.hover },
  '&:focus-visible': { outline: `2px solid ${(theme.vars ?? theme).palette.primary.main}`, outlineOffset: 1 },
}));

/** The CPID badge (like MUI's outlined small Chip). */
export const CpidBadge = styled('span')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  flexShrink: 0,
  height: 24,
  padding: theme.spacing(0, 1),
  border: `1px solid ${(theme.vars ?? theme).palette.divider}`,
  borderRadius: 12,
  fontSize: '0.8125rem',
  color: (theme.vars ?? theme).palette.text.primary,
}));
