import { styled, type Theme } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import type { CSSProperties } from 'react';
import { visuallyHidden } from '@/lib/visually-hidden';
import { DARK_TONE_COLOURS, statusLabel, statusTone, TONE_COLOURS, type StatusTone } from './status-colours';

/**
 * The spoken text's hiding as a style attribute (the declarations `visuallyHidden` gives a Box; the Box's
 * `border: 0` reads `0px solid`): one chip per shop and row in the overviews, so a styled Box each was ~180
 * emotion-styled components per 20 story rows.
 */
const VISUALLY_HIDDEN_STYLE: CSSProperties = { ...visuallyHidden, border: '0px solid' };

/** The classes MUI's small outlined Chip carries (its root; the label is `MuiChip-label`). */
const CHIP_CLASS = 'MuiChip-root MuiChip-sizeSmall MuiChip-outlined';

/**
 * The look of every status chip: MUI's small outlined Chip (its `ChipRoot` and `ChipLabel` styles) in the
 * tone of `data-tone`, light and dark (spec 2 §9). One rule set for all chips, whatever their status: a row
 * of chips styles its plain chips once from its container (`AppStatusChips`), a single chip is one styled
 * element. As MUI's Chip each chip was five components with two style insertions and an `sx` of its own —
 * ~180 chips per 20 story rows (issue 28: the rows' passes). Lengths are strings: in an `sx` a number is a
 * multiple of the theme's spacing or radius, in `styled` a pixel count.
 */
export function statusChipCss(theme: Theme) {
  const tones = Object.fromEntries(
    (Object.keys(TONE_COLOURS) as StatusTone[]).map((tone) => [
      `&[data-tone="${tone}"]`,
      {
        color: TONE_COLOURS[tone].text,
        backgroundColor: TONE_COLOURS[tone].background,
        borderColor: TONE_COLOURS[tone].border,
        ...theme.applyStyles('dark', {
          color: DARK_TONE_COLOURS[tone].text,
          backgroundColor: DARK_TONE_COLOURS[tone].background,
          borderColor: DARK_TONE_COLOURS[tone].border,
        }),
      },
    ]),
  );
  return {
    maxWidth: '100%',
    fontFamily: theme.typography.fontFamily,
    fontSize: theme.typography.pxToRem(13),
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    height: '24px',
    lineHeight: 1.5,
    borderRadius: '16px',
    whiteSpace: 'nowrap',
    outline: 0,
    textDecoration: 'none',
    border: '1px solid',
    padding: 0,
    verticalAlign: 'middle',
    boxSizing: 'border-box',
    '& > .MuiChip-label': {
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      paddingLeft: '7px',
      paddingRight: '7px',
      whiteSpace: 'nowrap',
    },
    ...tones,
  } as const;
}

/** A chip on its own: the same rules as one styled element. */
const ChipRoot = styled('span')(({ theme }) => statusChipCss(theme));

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
  /** A plain element, styled by its container with `statusChipCss` (a row of chips). */
  plain?: boolean;
}

/**
 * A status badge in the spec's colours (spec 2 §9); an unknown status shows as it comes, in grey. The chip is
 * a plain element: its name is its text, never an `aria-label` on a role-less element (the tooltip describes).
 */
export function StatusChip({ status, prefix, spoken, title, plain = false }: StatusChipProps) {
  const label = statusLabel(status);
  const shown = prefix ? `${prefix} · ${label}` : label;
  const content = (
    <span className="MuiChip-label">
      {spoken ? (
        <>
          <span aria-hidden="true">{shown}</span>
          <span style={VISUALLY_HIDDEN_STYLE}>{spoken}</span>
        </>
      ) : (
        shown
      )}
    </span>
  );
  const tone = statusTone(status);
  const chip = plain ? (
    <span className={CHIP_CLASS} data-tone={tone}>
      {content}
    </span>
  ) : (
    <ChipRoot className={CHIP_CLASS} data-tone={tone}>
      {content}
    </ChipRoot>
  );
  return title ? (
    <Tooltip title={title} describeChild>
      {chip}
    </Tooltip>
  ) : (
    chip
  );
}
