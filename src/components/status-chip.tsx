import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import type { CSSProperties } from 'react';
import { visuallyHidden } from '@/lib/visually-hidden';
import { darkStatusColours, statusColours, statusLabel } from './status-colours';

/**
 * The spoken text's hiding as a style attribute (the declarations `visuallyHidden` gives a Box; the Box's
 * `border: 0` reads `0px solid`): one chip per shop and row in the overviews, so a styled Box each was ~180
 * emotion-styled components per 20 story rows.
 */
const VISUALLY_HIDDEN_STYLE: CSSProperties = { ...visuallyHidden, border: '0px solid' };

interface StatusChipProps {
  status: string;
  /** Put before the status, e.g. the shop's locale code: 'de-DE · Online'. */
  prefix?: string;
  /**
   * What the prefix stands for, read by screen readers instead of the short chip text ('Germany (de-DE):
   * Online'); with `title`, shown as a tooltip too.
   */
  spoken?: string;
  /** Show `spoken` as a tooltip over the chip (the dashboard). */
  title?: string;
}

/**
 * A status badge in the spec's colours (spec 2 §9); an unknown status shows as it comes, in grey. The chip is
 * a plain element: its name is its text, never an `aria-label` on a role-less element (the tooltip describes).
 */
export function StatusChip({ status, prefix, spoken, title }: StatusChipProps) {
  const label = statusLabel(status);
  const colours = statusColours(status);
  const dark = darkStatusColours(status);
  const shown = prefix ? `${prefix} · ${label}` : label;
  const chip = (
    <Chip
      size="small"
      variant="outlined"
      label={
        spoken ? (
          <>
            <span aria-hidden="true">{shown}</span>
            <span style={VISUALLY_HIDDEN_STYLE}>{spoken}</span>
          </>
        ) : (
          shown
        )
      }
      sx={(theme) => ({
        color: colours.text,
        bgcolor: colours.background,
        borderColor: colours.border,
        ...theme.applyStyles('dark', {
          color: dark.text,
          bgcolor: dark.background,
          borderColor: dark.border,
        }),
      })}
    />
  );
  return title ? (
    <Tooltip title={title} describeChild>
      {chip}
    </Tooltip>
  ) : (
    chip
  );
}
