import CheckBoxIcon from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlankIcon from '@mui/icons-material/CheckBoxOutlineBlank';
import ViewColumnIcon from '@mui/icons-material/ViewColumnOutlined';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { memo, useState } from 'react';
import type { OverviewHeadline } from '@generated/model';
import { t } from '@/i18n';
import { toggleableHeadlines } from './column-visibility';

/**
 * The dropdown that shows or hides the non-static columns of the list. Each entry is a `menuitemcheckbox`
 * whose box is only a picture of its state (a real checkbox inside would be a control inside a control).
 */
export const ColumnMenu = memo(function ColumnMenu({
  headlines,
  hidden,
  onToggle,
}: {
  headlines: readonly OverviewHeadline[];
  hidden: readonly string[];
  onToggle: (name: string) => void;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const options = toggleableHeadlines(headlines);
  if (options.length === 0) return null;
  return (
    <>
      <Button
        size="small"
        startIcon={<ViewColumnIcon />}
        aria-label={t('overview.columns.label')}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {t('overview.columns')}
      </Button>
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-label': t('overview.columns.label') } }}
      >
        {options.map((headline) => {
          const visible = !hidden.includes(headline.name);
          return (
            <MenuItem
              key={headline.name}
              role="menuitemcheckbox"
              aria-checked={visible}
              onClick={() => onToggle(headline.name)}
            >
              <ListItemIcon aria-hidden>
                {visible ? (
                  <CheckBoxIcon fontSize="small" color="primary" />
                ) : (
                  <CheckBoxOutlineBlankIcon fontSize="small" />
                )}
              </ListItemIcon>
              <ListItemText primary={headline.label} />
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
});
