import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { App } from '@generated/model';
import { DrawerPanel } from '@/components/drawer-panel';
import { DrawerShell } from '@/components/drawer-shell';
import { DETAILS_DRAWER_WIDTH } from '@/components/drawer-widths';
import { t } from '@/i18n';
import { detailLines, streamProductLines } from './detail-value';
import type { WizardApi } from './wizard-api';

interface EntityDetailsDrawerProps {
  open: boolean;
  onClose: () => void;
  api: WizardApi;
  entity: Record<string, unknown> | undefined;
  apps: readonly App[];
  /** Page kinds and bundles have a product stream. */
  hasStream: boolean;
}

/** The entity-details drawer (width 380): the overview schema's detailedView headlines plus the stream counts. */
export function EntityDetailsDrawer({
  open,
  onClose,
  api,
  entity,
  apps,
  hasStream,
}: EntityDetailsDrawerProps) {
  const schema = useQuery({ ...api.overviewSchema(), enabled: open, throwOnError: false });
  const headlines = schema.data?.data.views?.detailedView?.headlines ?? [];
  const showsStream = headlines.some((headline) => headline.cell?.component === 'StreamProductCount');
  return (
    <DrawerShell open={open} onClose={onClose} width={DETAILS_DRAWER_WIDTH}>
      <DrawerPanel title={t('wizard.details')} closeLabel={t('wizard.details.close')} onClose={onClose}>
        <Box component="dl" sx={{ m: 0 }}>
          {headlines.map((headline) => (
            <Box key={headline.name} sx={{ mb: 2 }}>
              <Typography component="dt" variant="caption" color="text.secondary">
                {headline.label}
              </Typography>
              {(headline.cells ?? [headline.cell])
                .flatMap((cell) => detailLines(entity, cell, apps))
                .map((line, index) => (
                  <Typography key={index} component="dd" variant="body2" sx={{ m: 0 }}>
                    {line}
                  </Typography>
                ))}
            </Box>
          ))}
          {hasStream && !showsStream && (
            <Box sx={{ mb: 2 }}>
              <Typography component="dt" variant="caption" color="text.secondary">
                {t('wizard.details.products')}
              </Typography>
              {streamProductLines(entity?.appConfigs, apps).map((line) => (
                <Typography key={line} component="dd" variant="body2" sx={{ m: 0 }}>
                  {line}
                </Typography>
              ))}
            </Box>
          )}
        </Box>
      </DrawerPanel>
    </DrawerShell>
  );
}
