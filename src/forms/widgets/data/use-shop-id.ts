import type { FieldProps } from '@rjsf/utils';
import { useCurrentTenant } from '@/api/session';
import { formContextOf } from './field-options';

/** The shop whose proxies a field asks: the form's selected shop, else the tenant's main shop (filter forms). */
export function useShopId(props: Pick<FieldProps, 'registry'>): number | undefined {
  const { data: tenant } = useCurrentTenant();
  return formContextOf(props).appId ?? tenant?.mainAppId;
}
