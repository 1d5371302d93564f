import Typography from '@mui/material/Typography';
import type { FieldProps } from '@rjsf/utils';
import { useQueries, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { getGetProxyCategoryQueryOptions } from '@generated/api/products/products';
import type { AppConfigSourceCategoriesItem } from '@generated/model/appConfigSourceCategoriesItem';
import { errorStatus } from '@/api/errors';
import { t } from '@/i18n';
import { dataFieldOptions, fieldLabel, isLocked } from './field-options';
import { IdSelection } from './id-selection';
import { useShopId } from './use-shop-id';

type CategoryRef = AppConfigSourceCategoriesItem;

/** The value as category references: a list when multiple (the default), else one reference or none. */
function refsOf(value: unknown): CategoryRef[] {
  const items = Array.isArray(value) ? value : value ? [value] : [];
  return items.filter(
    (item): item is CategoryRef => !!item && typeof item === 'object' && typeof item.id === 'number',
  );
}

/**
 * CategorySelect: shop categories of the selected shop (`{id, name}`, as `sourceCategories` holds them). The
 * contract's categories proxy answers one category by id, so categories are added by id (the comma input) and
 * each is looked up in the proxy: a category the shop does not know is refused with a message; names are shown.
 * One category unless `ui:options.multiple`.
 */
export function CategorySelectField(props: FieldProps) {
  const multiple = dataFieldOptions(props).multiple !== false;
  const refs = refsOf(props.formData);
  const appId = useShopId(props);
  const queryClient = useQueryClient();
  const [error, setError] = useState<string>();
  const lookups = useQueries({
    queries: refs.map((ref) => ({
      ...getGetProxyCategoryQueryOptions(appId ?? 0, ref.id),
      enabled: appId !== undefined && ref.name === undefined,
      throwOnError: false,
    })),
  });
  const nameOf = (id: number) => {
    const index = refs.findIndex((ref) => ref.id === id);
    return refs[index]?.name ?? lookups[index]?.data?.data.name;
  };
  const change = (next: CategoryRef[]) =>
    props.onChange(multiple ? next : next.at(-1), props.fieldPathId.path);

  const add = async (ids: number[]) => {
    if (appId === undefined) return;
    const found: CategoryRef[] = [];
    const missing: number[] = [];
    for (const id of multiple ? ids : ids.slice(-1)) {
      try {
        const response = await queryClient.fetchQuery(getGetProxyCategoryQueryOptions(appId, id));
        found.push({ id, name: response.data.name });
      } catch (failure) {
        if (errorStatus(failure) === 404) missing.push(id);
        else setError(t('dataFields.categories.failed'));
      }
    }
    if (missing.length) setError(t('dataFields.categories.unknown', { ids: missing.join(', ') }));
    else setError(undefined);
    if (found.length) change(multiple ? [...refs, ...found] : found);
  };

  return (
    <>
      <IdSelection
        label={fieldLabel(props)}
        itemLabel={t('dataFields.categories.item')}
        ids={refs.map((ref) => ref.id)}
        onChange={(ids) => change(refs.filter((ref) => ids.includes(ref.id)))}
        onAddIds={(ids) => void add(ids)}
        duplicateMessage={t('dataFields.categories.duplicate')}
        locked={isLocked(props)}
        chipLabel={(id) => {
          const name = nameOf(id);
          return name ? `${name} (${id})` : `#${id}`;
        }}
      />
      {error && (
        <Typography role="alert" variant="caption" color="error" component="p" sx={{ mt: 0.5 }}>
          {error}
        </Typography>
      )}
    </>
  );
}
