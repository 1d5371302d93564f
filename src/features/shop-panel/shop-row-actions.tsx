import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import DownloadIcon from '@mui/icons-material/Download';
import PlaylistAddIcon from '@mui/icons-material/PlaylistAdd';
import StopCircleIcon from '@mui/icons-material/StopCircleOutlined';
import TranslateIcon from '@mui/icons-material/Translate';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { useId, useState, type ReactElement } from 'react';
import { t, type MessageKey } from '@/i18n';
import type { ShopActionName } from './shop-actions';

interface ShopRowActionsProps {
  shopName: string;
  actions: readonly ShopActionName[];
  onAction: (action: ShopActionName) => void;
}

const LABELS: Record<ShopActionName, MessageKey> = {
  goToShop: 'shopPanel.actions.goToShop',
  copyTo: 'shopPanel.actions.copyTo',
  copyAndInsert: 'shopPanel.actions.copyAndInsert',
  requestTranslation: 'shopPanel.actions.requestTranslation',
  downloadTranslation: 'shopPanel.actions.downloadTranslation',
  uploadTranslation: 'shopPanel.actions.uploadTranslation',
  stopTranslation: 'shopPanel.actions.stopTranslation',
  delete: 'shopPanel.actions.delete',
};

const ICONS: Record<ShopActionName, ReactElement> = {
  goToShop: <OpenInNewIcon fontSize="small" />,
  copyTo: <ContentCopyIcon fontSize="small" />,
  copyAndInsert: <PlaylistAddIcon fontSize="small" />,
  requestTranslation: <TranslateIcon fontSize="small" />,
  downloadTranslation: <DownloadIcon fontSize="small" />,
  uploadTranslation: <UploadFileIcon fontSize="small" />,
  stopTranslation: <StopCircleIcon fontSize="small" />,
  delete: <DeleteIcon fontSize="small" />,
};

/**
 * The three-dot menu of a shop row (spec 2 §2.5, rules in §6). With no action available the icon stays
 * focusable but disabled, with the tooltip 'Add another shop to enable actions.'.
 */
export function ShopRowActions({ shopName, actions, onAction }: ShopRowActionsProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();

  if (actions.length === 0) {
    return (
      <Tooltip title={t('shopPanel.actions.none')}>
        <IconButton
          edge="end"
          size="small"
          aria-disabled="true"
          disableRipple
          sx={{ color: 'action.disabled', cursor: 'default' }}
        >
          <MoreVertIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    );
  }

  const choose = (action: ShopActionName) => {
    setAnchor(null);
    onAction(action);
  };

  return (
    <>
      <IconButton
        edge="end"
        size="small"
        aria-label={t('shopPanel.actions.open', { shop: shopName })}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {actions.map((action) => (
          <MenuItem key={action} onClick={() => choose(action)}>
            <ListItemIcon>{ICONS[action]}</ListItemIcon>
            <ListItemText>{t(LABELS[action])}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
