import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { t } from '@/i18n';
import { PER_PAGE_OPTIONS } from './address-query';
import { showingRange } from './row-value';

/** Footer: per page (20/50/100), 'Showing {from}-{until} from {total}' (hidden while loading), pagination. */
export const OverviewFooter = memo(function OverviewFooter({
  page,
  perPage,
  count,
  total,
  totalPages,
  loading,
  onPage,
  onPerPage,
}: {
  page: number;
  perPage: number;
  count: number;
  total: number;
  totalPages: number;
  loading: boolean;
  onPage: (page: number) => void;
  onPerPage: (perPage: number) => void;
}) {
  const range = showingRange(page, perPage, count, total);
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        flexWrap: 'wrap',
        gap: 2,
        px: 2,
        py: 1.5,
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <TextField
        select
        size="small"
        label={t('overview.perPage')}
        value={String(perPage)}
        onChange={(event) => onPerPage(Number(event.target.value))}
        sx={{ width: 130 }}
      >
        {PER_PAGE_OPTIONS.map((option) => (
          <MenuItem key={option} value={String(option)}>
            {option}
          </MenuItem>
        ))}
      </TextField>
      {/* An empty list says so in its empty view: no 'Showing 0-0 from 0'. */}
      {!loading && total > 0 && (
        <Typography variant="body2" color="text.secondary" role="status">
          {t('overview.showing', range)}
        </Typography>
      )}
      {totalPages > 1 && (
        <Pagination
          sx={{ ml: 'auto' }}
          page={Math.min(page, totalPages)}
          count={totalPages}
          onChange={(_, next) => onPage(next)}
          aria-label={t('overview.pagination')}
          color="primary"
          shape="rounded"
        />
      )}
    </Box>
  );
});
