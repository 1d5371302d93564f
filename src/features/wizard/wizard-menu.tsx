import MoreVertIcon from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { t } from '@/i18n';

interface WizardMenuProps {
  onDetails: () => void;
  /** Opens the History drawer; no entry without it. */
  onHistory?: (() => void) | undefined;
  /** The public API endpoint, when one exists. */
  publicApiUrl?: string | null;
}

/** The three-dot menu of an existing entity: Details, History and 'Public API endpoint' (spec 2 §2.3). */
export function WizardMenu({ onDetails, onHistory, publicApiUrl }: WizardMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  return (
    <>
      <IconButton
        aria-label={t('wizard.more')}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVertIcon />
      </IconButton>
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        slotProps={{ paper: { sx: { maxHeight: 300 } } }}
      >
        <MenuItem
          onClick={() => {
            close();
            onDetails();
          }}
        >
          {t('wizard.details')}
        </MenuItem>
        {onHistory && (
          <MenuItem
            onClick={() => {
              close();
              onHistory();
            }}
          >
            {t('history.title')}
          </MenuItem>
        )}
        {publicApiUrl && (
          <MenuItem
            component="a"
            href={publicApiUrl}
            target="_blank"
            rel="noopener noreferrer"
            onClick={close}
          >
            {t('wizard.publicApi')}
          </MenuItem>
        )}
      </Menu>
    </>
  );
}
