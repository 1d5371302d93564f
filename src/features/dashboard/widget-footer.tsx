import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import Typography from '@mui/material/Typography';
import type { Pagination as PaginationInfo } from '@generated/model';
import { t } from '@/i18n';

/** 'Showing {from}-{until} from {total}' and the pages (when the widget enables pagination). */
export function WidgetFooter({
  pagination,
  onPage,
}: {
  pagination: PaginationInfo;
  onPage: (page: number) => void;
}) {
  const from = pagination.total === 0 ? 0 : (pagination.currentPage - 1) * pagination.perPage + 1;
  const until = from === 0 ? 0 : from + pagination.count - 1;
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 2,
        px: 2,
        py: 1,
        borderTop: 1,
        borderColor: 'divider',
        flexWrap: 'wrap',
      }}
    >
      <Typography variant="body2" color="text.secondary">
        {t('dashboard.widget.showing', { from, until, total: pagination.total })}
      </Typography>
      {pagination.totalPages > 1 && (
        <Pagination
          size="small"
          count={pagination.totalPages}
          page={pagination.currentPage}
          onChange={(_event, page) => onPage(page)}
        />
      )}
    </Box>
  );
}
