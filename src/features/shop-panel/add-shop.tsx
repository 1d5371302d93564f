import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import type { App, AppGroup } from '@generated/model';
import { t } from '@/i18n';
import { AddShopDialog } from './add-shop-dialog';

interface AddShopProps {
  /** The tenant's shops not yet added. */
  apps: readonly App[];
  groups: readonly AppGroup[];
  disabled: boolean;
  onAddApps: (appIds: number[]) => void;
}

/** The 'Add Shop' button and its multi-select; disabled in view-only mode or when every shop is added. */
export function AddShop({ apps, groups, disabled, onAddApps }: AddShopProps) {
  const [open, setOpen] = useState(false);
  const noneLeft = apps.length === 0;
  const button = (
    <Button
      variant="outlined"
      startIcon={<AddIcon />}
      disabled={disabled || noneLeft}
      onClick={() => setOpen(true)}
      fullWidth
    >
      {t('shopPanel.add.open')}
    </Button>
  );
  return (
    <>
      {noneLeft && !disabled ? (
        <Tooltip title={t('shopPanel.add.noneLeft')}>
          <span>{button}</span>
        </Tooltip>
      ) : (
        button
      )}
      {open && (
        <AddShopDialog
          apps={apps}
          groups={groups}
          onClose={() => setOpen(false)}
          onConfirm={(ids) => {
            setOpen(false);
            onAddApps(ids);
          }}
        />
      )}
    </>
  );
}
