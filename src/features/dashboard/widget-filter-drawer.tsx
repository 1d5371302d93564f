import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useMemo, useState } from 'react';
import type { FormNode } from '../../../generated/model';
import { filtersToFormData, formDataToFilters, type FilterFormData } from '../../forms/filter-values';
import { sectionToSchema } from '../../forms/form-section-schema';
import { t } from '../../i18n';
import { WIDGET_DRAWER_WIDTH } from './dashboard-constants';
import type { FilterValue } from './widget-filters';

/** RJSF loads only when a drawer opens. */
const SchemaForm = lazy(async () => ({ default: (await import('../../forms/schema-form')).SchemaForm }));

interface WidgetFilterDrawerProps {
  open: boolean;
  widgetName: string;
  fields: FormNode[];
  filters: Record<string, FilterValue>;
  onApply: (values: Record<string, FilterValue | undefined>) => void;
  onReset: () => void;
  onClose: () => void;
}

/** The detailed filters (spec 1 §4.2): a copy of the current values when opened, applied on Apply. */
export function WidgetFilterDrawer({ open, ...rest }: WidgetFilterDrawerProps) {
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={rest.onClose}
      slotProps={{ paper: { sx: { width: WIDGET_DRAWER_WIDTH, maxWidth: '100vw' } } }}
    >
      {open && <DrawerContent {...rest} />}
    </Drawer>
  );
}

function DrawerContent({
  widgetName,
  fields,
  filters,
  onApply,
  onReset,
  onClose,
}: Omit<WidgetFilterDrawerProps, 'open'>) {
  const section = useMemo(
    () =>
      sectionToSchema({
        name: 'filters',
        label: t('dashboard.widget.filters.title'),
        type: 'section',
        component: 'Section',
        attributes: { slug: 'filters' },
        items: fields,
      }),
    [fields],
  );
  const [pending, setPending] = useState<FilterFormData>(() => filtersToFormData(filters, section));
  const titleId = `${widgetName}-filters-title`;
  return (
    <Box
      role="dialog"
      aria-labelledby={titleId}
      sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}
    >
      <Box
        sx={{ display: 'flex', alignItems: 'center', px: 3, py: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        <Typography id={titleId} variant="h2" component="h2" sx={{ flexGrow: 1 }}>
          {t('dashboard.widget.filters.title')}
        </Typography>
        <IconButton aria-label={t('dashboard.widget.filters.close')} onClick={onClose} edge="end">
          <CloseIcon />
        </IconButton>
      </Box>
      <Box sx={{ flexGrow: 1, overflowY: 'auto', px: 3, py: 2 }}>
        {section.fieldNames.length ? (
          <Suspense fallback={<CircularProgress aria-label={t('app.loading')} />}>
            <SchemaForm
              id={`${widgetName}-filters`}
              schema={section.schema}
              uiSchema={section.uiSchema}
              formData={pending}
              onChange={(data) => setPending(data as FilterFormData)}
            />
          </Suspense>
        ) : (
          <Typography color="text.secondary">{t('dashboard.widget.filters.none')}</Typography>
        )}
      </Box>
      <Box
        sx={{
          display: 'flex',
          gap: 2,
          justifyContent: 'flex-end',
          px: 3,
          py: 2,
          borderTop: 1,
          borderColor: 'divider',
        }}
      >
        <Button onClick={onReset}>{t('dashboard.widget.filters.reset')}</Button>
        <Button
          variant="contained"
          onClick={() =>
            onApply(formDataToFilters(pending, section) as Record<string, FilterValue | undefined>)
          }
        >
          {t('dashboard.widget.filters.apply')}
        </Button>
      </Box>
    </Box>
  );
}
