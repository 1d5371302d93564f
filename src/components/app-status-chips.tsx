import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import type { App, AppConfig } from '@generated/model';
import { StatusChip, statusChipCss } from './status-chip';
import { statusLabel } from './status-colours';

const CHIPS_SX = (theme: Theme) =>
  ({ display: 'flex', flexWrap: 'wrap', gap: 0.5, '& > .MuiChip-root': statusChipCss(theme) }) as const;

interface AppStatusChipsProps {
  configs: readonly AppConfig[];
  /** The tenant's shops, to show each config's locale code (its app id when the shop is unknown). */
  apps: readonly App[];
  /** Show the shop's full name and the status as a tooltip (dashboard widgets). */
  withTooltip?: boolean;
}

/**
 * One status chip per shop config: 'de-DE · Online', read as 'Germany (de-DE): Online' (overviews, widgets).
 * The chips are plain elements, styled once by this container (`statusChipCss`): a story overview shows ~9 per
 * row.
 */
export function AppStatusChips({ configs, apps, withTooltip = false }: AppStatusChipsProps) {
  return (
    <Box sx={CHIPS_SX}>
      {configs.map((config) => {
        const app = apps.find((a) => a.id === config.appId);
        const code = app?.localeCode ?? String(config.appId);
        // Screen readers hear the shop's name with its code, not the code alone.
        const spoken = `${app?.name ?? config.appId} (${code}): ${statusLabel(config.status)}`;
        return (
          <StatusChip
            key={config.id}
            status={config.status}
            prefix={code}
            plain
            spoken={spoken}
            {...(withTooltip ? { title: spoken } : {})}
          />
        );
      })}
    </Box>
  );
}
