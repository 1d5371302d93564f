import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { fromOverview } from '@/entities/paths';
import { t } from '@/i18n';

/** The overview's title and, where creation is offered, 'Create new {entity}'. */
export const OverviewHeader = memo(function OverviewHeader({
  title,
  entity,
  createPath,
}: {
  title: string;
  entity: string;
  createPath: string | undefined;
}) {
  const location = useLocation();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 3, flexWrap: 'wrap' }}>
      <Typography variant="h1" sx={{ flexGrow: 1 }}>
        {title}
      </Typography>
      {createPath && (
        <Button variant="contained" component={RouterLink} to={createPath} state={fromOverview(location)}>
          {t('overview.create', { entity })}
        </Button>
      )}
    </Box>
  );
});
