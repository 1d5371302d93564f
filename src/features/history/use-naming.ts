import { useMemo } from 'react';
import type { FormSection } from '@generated/model';
import { useCurrentTenant } from '@/api/session';
import { fieldLabel } from './field-labels';
import type { Naming } from './version-summary';

/** Labels from the entity's form schema, shop names from the tenant (its id until the tenant is known). */
export function useNaming(sections: readonly FormSection[]): Naming {
  const { data: tenant } = useCurrentTenant();
  return useMemo(() => {
    const names = new Map((tenant?.apps ?? []).map((app) => [app.id, app.name]));
    return {
      label: (path, inShop) => fieldLabel(sections, path, inShop),
      shopName: (appId) => names.get(appId) ?? `#${appId}`,
    };
  }, [sections, tenant]);
}
