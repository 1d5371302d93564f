import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { memo, useMemo, useState } from 'react';
import type { App } from '@generated/model';
import { t } from '@/i18n';
import { orderByRecent, readRecentShops, rememberShop } from './recent-shops';

/** The shop select: the tenant's shops, recently chosen ones first; the choice lives in f[locale]. */
export const ShopSelect = memo(function ShopSelect({
  apps,
  value,
  onChange,
}: {
  apps: readonly App[];
  value: number | undefined;
  onChange: (appId: number | undefined) => void;
}) {
  const [recent, setRecent] = useState(readRecentShops);
  const ordered = useMemo(() => orderByRecent(apps, recent), [apps, recent]);
  const known = value !== undefined && apps.some((app) => app.id === value);
  return (
    <TextField
      select
      size="small"
      label={t('overview.shop')}
      value={known ? String(value) : ''}
      onChange={(event) => {
        const raw = event.target.value;
        if (raw === '') {
          onChange(undefined);
          return;
        }
        const appId = Number(raw);
        setRecent(rememberShop(appId));
        onChange(appId);
      }}
      sx={{ minWidth: 180 }}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{t('overview.allShops')}</MenuItem>
      {ordered.map((app) => (
        <MenuItem key={app.id} value={String(app.id)}>
          {app.name} ({app.localeCode})
        </MenuItem>
      ))}
    </TextField>
  );
});
