import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { memo, lazy, Suspense, useMemo, useState } from 'react';
import { DrawerPanel } from '../components/drawer-panel';
import { DrawerShell } from '../components/drawer-shell';
import { FILTER_DRAWER_WIDTH } from '../components/drawer-widths';
import { PageLoader } from '../components/page-loader';
import { t } from '../i18n';
import { filtersToFormData, formDataToFilters, type FilterFormData } from './filter-values';
import type { SectionSchema } from './form-section-schema';
import { filterForm } from './widgets/data/filter-form';

/** RJSF loads only when the drawer opens (it is not part of the entry, overview or dashboard chunk). */
const SchemaForm = lazy(async () => ({ default: (await import('./schema-form')).SchemaForm }));

type FilterValue = string | number | Array<string | number>;

interface FilterDrawerProps {
  open: boolean;
  /** The filter form (from the overview schema's filters or a widget's detailed filters). */
  section: SectionSchema;
  /** The filters in force; the form starts from a copy of them each time the drawer opens. */
  filters: Record<string, FilterValue>;
  onApply: (values: Record<string, FilterValue | undefined>) => void;
  onReset: () => void;
  onClose: () => void;
  /** The form's id (unique on the page). */
  formId: string;
  /** Shown when the section has no fields. */
  noFieldsText: string;
  /** The messages of filter values the server refused (422), by filter key: shown above the fields. */
  errors?: Record<string, string[]>;
}

/**
 * The filter drawer of overviews and dashboard widgets (spec 1 §2.7, §4.2: width 400, title 'Filters'): Apply
 * pushes the pending values, Reset clears every filter, closing discards the pending values.
 */
export const FilterDrawer = memo(function FilterDrawer({ open, ...rest }: FilterDrawerProps) {
  return (
    <DrawerShell open={open} onClose={rest.onClose} width={FILTER_DRAWER_WIDTH}>
      <FilterDrawerContent {...rest} />
    </DrawerShell>
  );
});

function FilterDrawerContent({
  section,
  filters,
  onApply,
  onReset,
  onClose,
  formId,
  noFieldsText,
  errors,
}: Omit<FilterDrawerProps, 'open'>) {
  const [pending, setPending] = useState<FilterFormData>(() => filtersToFormData(filters, section));
  const form = useMemo(() => filterForm(section), [section]);
  const refused = Object.entries(errors ?? {});
  return (
    <DrawerPanel
      title={t('filterDrawer.title')}
      closeLabel={t('filterDrawer.close')}
      onClose={onClose}
      actions={
        <>
          <Button onClick={onReset}>{t('filterDrawer.reset')}</Button>
          <Button variant="contained" onClick={() => onApply(formDataToFilters(pending, section))}>
            {t('filterDrawer.apply')}
          </Button>
        </>
      }
    >
      {refused.length > 0 && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {t('filterDrawer.refused')}
          {refused.map(([key, messages]) => (
            <div key={key}>
              {t('filterDrawer.refusedField', {
                label: fieldTitle(section, key),
                message: messages.join(' '),
              })}
            </div>
          ))}
        </Alert>
      )}
      {section.fieldNames.length > 0 ? (
        <Suspense fallback={<PageLoader py={4} />}>
          <SchemaForm
            id={formId}
            schema={form.schema}
            uiSchema={form.uiSchema}
            formData={pending}
            onChange={(data) => setPending(data as FilterFormData)}
          />
        </Suspense>
      ) : (
        <Typography color="text.secondary">{noFieldsText}</Typography>
      )}
    </DrawerPanel>
  );
}

/** A filter's label (its schema title), else its key. */
function fieldTitle(section: SectionSchema, key: string): string {
  const property = section.schema.properties?.[key];
  return typeof property === 'object' && property.title ? property.title : key;
}
