import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import type { App, ContentStatus } from '@generated/model';
import { StatusChip } from '@/components/status-chip';
import { t } from '@/i18n';
import { shopCountryCode } from './shop-row-model';
import { visuallyHidden } from '@/lib/visually-hidden';

interface ShopSwitchProps {
  /** The selected shop; undefined while the tenant loads. */
  app: App | undefined;
  status: ContentStatus | undefined;
  collapsed: boolean;
  onToggle: () => void;
  /** The id of the panel body it shows and hides. */
  controls: string;
}

/**
 * The collapse/expand switch of the left sidebar (spec 2 §2.4): country and language code plus the status of
 * the selected shop, visible also when the sidebar is collapsed. The wizard toggles it on '[' as well.
 */
export function ShopSwitch({ app, status, collapsed, onToggle, controls }: ShopSwitchProps) {
  const Chevron = collapsed ? ChevronRightIcon : ChevronLeftIcon;
  return (
    <ButtonBase
      onClick={onToggle}
      aria-expanded={!collapsed}
      aria-controls={controls}
      sx={{
        width: '100%',
        display: 'flex',
        flexDirection: collapsed ? 'column' : 'row',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 1,
        p: 1,
        borderRadius: 1,
        border: 1,
        borderColor: 'divider',
        '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main' },
      }}
    >
      <Box component="span" sx={visuallyHidden}>
        {collapsed ? t('shopPanel.switch.expand') : t('shopPanel.switch.collapse')}
      </Box>{' '}
      {app && (
        <Typography component="span" variant="subtitle2" sx={{ whiteSpace: 'nowrap' }}>
          {t('shopPanel.switch.shop', { country: shopCountryCode(app), language: app.languageCode })}
        </Typography>
      )}{' '}
      {status && <StatusChip status={status} />}
      <Chevron fontSize="small" aria-hidden />
    </ButtonBase>
  );
}
