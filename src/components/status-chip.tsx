import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import { statusColours, statusLabel } from './status-colours';

interface StatusChipProps {
  status: string;
  /** Put before the status, e.g. the shop's locale code: 'de-DE · Online'. */
  prefix?: string;
  /** A tooltip over the chip (the shop's full name on the dashboard). */
  title?: string;
}

/** A status badge in the spec's colours (spec 2 §9); an unknown status shows as it comes, in grey. */
export function StatusChip({ status, prefix, title }: StatusChipProps) {
  const label = statusLabel(status);
  const colours = statusColours(status);
  const chip = (
    <Chip
      size="small"
      variant="outlined"
      label={prefix ? `${prefix} · ${label}` : label}
      sx={{ color: colours.text, bgcolor: colours.background, borderColor: colours.border }}
    />
  );
  return title ? <Tooltip title={title}>{chip}</Tooltip> : chip;
}
