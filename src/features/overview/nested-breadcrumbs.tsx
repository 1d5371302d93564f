import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { Link as RouterLink } from 'react-router';
import type { RootlineItem } from '@generated/model';
import { t } from '@/i18n';

/**
 * The nested view's trail: the root (plural title), then each ancestor linking with its id as parent, the last
 * one bold; plus 'ADD PAGE' unless creation is disabled.
 */
export const NestedBreadcrumbs = memo(function NestedBreadcrumbs({
  rootTitle,
  rootHref,
  trail,
  levelHref,
  addHref,
}: {
  rootTitle: string;
  rootHref: string;
  trail: readonly RootlineItem[];
  levelHref: (id: number) => string;
  addHref?: string;
}) {
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        px: 2,
        py: 1.5,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Breadcrumbs aria-label={t('overview.breadcrumbs')} sx={{ flexGrow: 1 }}>
        {trail.length === 0 ? (
          <Typography sx={{ fontWeight: 700, color: 'text.primary' }} aria-current="page">
            {rootTitle}
          </Typography>
        ) : (
          <Link component={RouterLink} to={rootHref} underline="hover" color="inherit">
            {rootTitle}
          </Link>
        )}
        {trail.map((item, index) =>
          index === trail.length - 1 ? (
            <Typography key={item.id} sx={{ fontWeight: 700, color: 'text.primary' }} aria-current="page">
              {item.name}
            </Typography>
          ) : (
            <Link
              key={item.id}
              component={RouterLink}
              to={levelHref(item.id)}
              underline="hover"
              color="inherit"
            >
              {item.name}
            </Link>
          ),
        )}
      </Breadcrumbs>
      {addHref && (
        <Button component={RouterLink} to={addHref} size="small" startIcon={<AddIcon />}>
          {t('overview.addPage')}
        </Button>
      )}
    </Box>
  );
});
