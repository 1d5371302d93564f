import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import { visuallyHidden } from '@/lib/visually-hidden';
import { statusColours, statusLabel } from './status-colours';

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
  const shown = prefix ? `${prefix} · ${label}` : label;
  const chip = (
    <Chip
      size="small"
      variant="outlined"
      label={
        spoken ? (
          <>
            <span aria-hidden="true">{shown}</span>
            <Box component="span" sx={visuallyHidden}>
              {spoken}
            </Box>
          </>
        ) : (
          shown
        )
      }
      sx={{ color: colours.text, bgcolor: colours.background, borderColor: colours.border }}
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
