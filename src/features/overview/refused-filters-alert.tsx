import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { memo } from 'react';
import { t } from '@/i18n';
import type { OverviewController } from './use-overview-controller';

/**
 * The list call's 422 beside the filters: the refused filters with the server's messages and a button that removes
 * them (or every filter when the server named none), so an edited address never takes the page down.
 */
export const RefusedFiltersAlert = memo(function RefusedFiltersAlert({
  refused,
}: {
  refused: NonNullable<OverviewController['refused']>;
}) {
  const entries = Object.entries(refused.fields);
  return (
    <Alert
      severity="error"
      sx={{ mx: 2, my: 1 }}
      action={
        <Button color="inherit" size="small" onClick={refused.onRemove}>
          {entries.length ? t('overview.refused.remove') : t('overview.refused.reset')}
        </Button>
      }
    >
      {entries.length === 0
        ? refused.message
        : entries.map(([key, messages]) => (
            <div key={key}>
              {t('filterDrawer.refusedField', {
                label: refused.labels[key] ?? key,
                message: messages.join(' '),
              })}
            </div>
          ))}
    </Alert>
  );
});
