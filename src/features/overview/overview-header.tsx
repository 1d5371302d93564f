import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { t } from '@/i18n';

/** The overview's title and, where creation is offered, 'Create new {entity}'. */
export function OverviewHeader({
  title,
  entity,
  createPath,
}: {
  title: string;
  entity: string;
  createPath: string | undefined;
}) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 3, flexWrap: 'wrap' }}>
      <Typography variant="h1" sx={{ flexGrow: 1 }}>
        {title}
      </Typography>
      {createPath && (
        <Button variant="contained" component={RouterLink} to={createPath}>
          {t('overview.create', { entity })}
        </Button>
      )}
    </Box>
  );
}
