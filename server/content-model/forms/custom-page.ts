// A custom page (a tree: its parent comes from the route's f[parentId]): blocks, shop settings, SEO.
import {
  contentSection,
  formSchema,
  generalSection,
  MAIN_BLOCKS,
  previewImagesSection,
  seoSection,
  shopSettingsSection,
  slot,
  STOREFRONT_BLOCKS,
} from './parts';

export const customPage = () =>
  formSchema(
    'custom-page',
    [
      generalSection([]),
      contentSection([
        slot('stage', 'Stage', ['story-stage', 'category-stage'], 1),
        slot('main', 'Main', [
          ...MAIN_BLOCKS,
          'faq',
          'size-guide',
          'usp-bar',
          'voucher',
          'html',
          'anchor',
          'newsletter',
          ...STOREFRONT_BLOCKS,
        ]),
      ]),
      shopSettingsSection(),
      seoSection(),
      previewImagesSection(),
    ],
    true,
  );
