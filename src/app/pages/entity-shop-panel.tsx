import type { ShopPanelSlotProps } from '@/entities';
import { useShopCopy } from '@/features/copy';
import { ShopPanel, type ComposedShopAction } from '@/features/shop-panel';
import { useShopTranslations } from '@/features/translations';

/**
 * The wizard's shop panel composed with the translation and copy features (issue 24): the panel shows the
 * badges and offers the §6 actions; the features run them with their modals.
 */
export function EntityShopPanel(props: ShopPanelSlotProps) {
  const translations = useShopTranslations(props);
  const copy = useShopCopy(props);
  const onShopAction = (action: ComposedShopAction, appId: number) => {
    if (action === 'copyTo' || action === 'copyAndInsert') copy.run(action, appId);
    else translations.run(action, appId);
  };
  return (
    <>
      <ShopPanel
        {...props}
        translations={translations.byApp}
        translationsLoading={translations.loading}
        translationSupport={translations.supported}
        copy={copy.available}
        onShopAction={onShopAction}
        onTranslationLink={translations.openLink}
      />
      {translations.dialogs}
      {copy.dialogs}
    </>
  );
}
