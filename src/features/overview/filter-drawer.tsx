import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { filtersToFormData, formDataToFilters, type FilterFormData } from '../../forms/filter-values';
import type { SectionSchema } from '../../forms/form-section-schema';
import { t } from '../../i18n';
import type { Filters } from './address-query';

export const FILTER_DRAWER_WIDTH = 400;

/** RJSF loads only when the drawer opens (it is not part of the entry or overview chunk). */
const SchemaForm = lazy(async () => ({ default: (await import('../../forms/schema-form')).SchemaForm }));

interface FilterDrawerProps {
  open: boolean;
  section: SectionSchema;
  filters: Filters;
  onApply: (values: Record<string, Filters[string] | undefined>) => void;
  onReset: () => void;
  onClose: () => void;
}

/** The filter drawer (width 400, title 'Filters'): Apply pushes, Reset clears, closing discards. */
export function FilterDrawer({ open, ...rest }: FilterDrawerProps) {
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={rest.onClose}
      slotProps={{ paper: { sx: { width: FILTER_DRAWER_WIDTH, maxWidth: '100vw' } } }}
    >
      {open && <FilterDrawerContent {...rest} />}
    </Drawer>
  );
}

function FilterDrawerContent({
  section,
  filters,
  onApply,
  onReset,
  onClose,
}: Omit<FilterDrawerProps, 'open'>) {
  // The pending values start as a copy of the address filters each time the drawer opens.
  const [pending, setPending] = useState<FilterFormData>(() => filtersToFormData(filters, section));
  const hasFields = section.fieldNames.length > 0;
  return (
    <Box
      role="dialog"
      aria-labelledby="filter-drawer-title"
      sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}
    >
      <Box
        sx={{ display: 'flex', alignItems: 'center', px: 3, py: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        <Typography id="filter-drawer-title" variant="h2" component="h2" sx={{ flexGrow: 1 }}>
          {t('overview.filters.title')}
        </Typography>
        <IconButton aria-label={t('overview.filters.close')} onClick={onClose} edge="end">
          <CloseIcon />
        </IconButton>
      </Box>
      <Box sx={{ flexGrow: 1, overflowY: 'auto', px: 3, py: 2 }}>
        {hasFields ? (
          <Suspense
            fallback={
              <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
                <CircularProgress aria-label={t('app.loading')} />
              </Box>
            }
          >
            <SchemaForm
              id="overview-filters"
              schema={section.schema}
              uiSchema={section.uiSchema}
              formData={pending}
              onChange={(data) => setPending(data as FilterFormData)}
            />
          </Suspense>
        ) : (
          <Typography color="text.secondary">{t('overview.filters.none')}</Typography>
        )}
      </Box>
      <Box
        sx={{
          display: 'flex',
          gap: 1,
          justifyContent: 'flex-end',
          px: 3,
          py: 2,
          borderTop: 1,
          borderColor: 'divider',
        }}
      >
        <Button onClick={onReset}>{t('overview.filters.reset')}</Button>
        <Button variant="contained" onClick={() => onApply(formDataToFilters(pending, section))}>
          {t('overview.filters.apply')}
        </Button>
      </Box>
    </Box>
  );
}
