import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { keepPreviousData } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useListProducts } from '@generated/api/products/products';
import type { Product } from '@generated/model/product';
import { SEARCH_DEBOUNCE_MS } from '@/components/search-debounce';
import { t } from '@/i18n';
import { ProductThumbnail } from './product-thumbnail';

/** The attributes asked for, so the name is the shop's name attribute (spec 2 §7). */
export const PRODUCT_WITH = 'attributes:key(name)';

const SEARCH_PAGE_SIZE = 20;

interface ProductSearchProps {
  appId: number | undefined;
  onPick: (product: Product) => void;
}

/** A product search in the shop's products proxy; every option shows its 30x30 thumbnail, name and id. */
export function ProductSearch({ appId, onPick }: ProductSearchProps) {
  const [input, setInput] = useState('');
  const [term, setTerm] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setTerm(input.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [input]);
  const search = useListProducts(
    appId ?? 0,
    { 'filters[searchTerm]': term, with: PRODUCT_WITH, page: 1, perPage: SEARCH_PAGE_SIZE },
    {
      query: {
        enabled: appId !== undefined && term !== '',
        throwOnError: false,
        placeholderData: keepPreviousData,
      },
    },
  );
  const options = term === '' ? [] : (search.data?.data ?? []);
  return (
    <Autocomplete<Product, false, false, false>
      options={options}
      value={null}
      inputValue={input}
      filterOptions={(all) => all}
      getOptionLabel={(product) => product.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loading={search.isFetching}
      noOptionsText={
        search.isError ? t('dataFields.products.searchFailed') : t('dataFields.products.noResults')
      }
      onInputChange={(_event, value, reason) => {
        if (reason !== 'reset') setInput(value);
      }}
      onChange={(_event, product) => {
        if (!product) return;
        onPick(product);
        setInput('');
      }}
      renderOption={({ key, ...optionProps }, product) => (
        <Box component="li" key={key} {...optionProps} sx={{ display: 'flex', gap: 1 }}>
          <ProductThumbnail product={product} />
          <span>{product.name}</span>
          <Box component="span" sx={{ color: 'text.secondary', ml: 'auto' }}>
            {product.id}
          </Box>
        </Box>
      )}
      renderInput={(params) => <TextField {...params} size="small" label={t('dataFields.products.search')} />}
    />
  );
}
