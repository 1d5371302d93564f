import type { FieldProps } from '@rjsf/utils';
import { keepPreviousData } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useListProducts } from '@generated/api/products/products';
import { t } from '@/i18n';
import { fieldLabel, isLocked } from './field-options';
import { IdSelection } from './id-selection';
import { idsOf } from './parse-id-list';
import { PRODUCT_WITH, ProductSearch } from './product-search';
import { ProductThumbnail } from './product-thumbnail';
import { useShopId } from './use-shop-id';

/**
 * ProductIds (spec 1 §5, spec 2 §5.2): product ids of the selected shop, added by the comma input or picked in a
 * products-proxy search; the chips show the products' names and thumbnails once the proxy knows them.
 */
export function ProductIdsField(props: FieldProps) {
  const ids = idsOf(props.formData);
  const appId = useShopId(props);
  const known = useListProducts(
    appId ?? 0,
    {
      'filters[ids]': ids.join(','),
      mockUnknownProducts: 1,
      with: PRODUCT_WITH,
      page: 1,
      perPage: Math.min(Math.max(ids.length, 1), 500),
    },
    {
      query: {
        enabled: appId !== undefined && ids.length > 0,
        throwOnError: false,
        placeholderData: keepPreviousData,
      },
    },
  );
  const byId = useMemo(
    () => new Map((known.data?.data ?? []).map((product) => [product.id, product])),
    [known.data],
  );
  const change = (next: number[]) => props.onChange(next, props.fieldPathId.path);
  return (
    <IdSelection
      label={fieldLabel(props)}
      itemLabel={t('dataFields.products.item')}
      ids={ids}
      onChange={change}
      duplicateMessage={t('dataFields.products.duplicate')}
      locked={isLocked(props)}
      chipLabel={(id) => {
        const product = byId.get(id);
        return product ? `${product.name} (${id})` : `#${id}`;
      }}
      chipAvatar={(id) => {
        const product = byId.get(id);
        return product ? <ProductThumbnail product={product} /> : undefined;
      }}
      renderSearch={(add) => <ProductSearch appId={appId} onPick={(product) => add([product.id])} />}
    />
  );
}
