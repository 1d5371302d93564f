// A bundle: a shoppable set of products with its stream and four preview images (the adp images show on
// the product detail page).
import {
  f,
  formSchema,
  generalSection,
  IMAGE_LIMITS,
  section,
  seoSection,
  shopSettingsSection,
  streamItems,
} from './parts';

export const BUNDLE_IMAGE_KEYS = ['desktop_default', 'desktop_adp', 'mobile_default', 'mobile_adp'];

export const bundle = () =>
  formSchema('bundle', [
    generalSection(['season', 'style', 'occasion', 'brands']),
    shopSettingsSection([f.textArea('description', 'Description', 500, { translatable: true })]),
    section('products', 'Products', true, [f.productIds('productIds', 'Product IDs'), ...streamItems()]),
    section('preview-images', 'Preview images', true, [
      f.images('preview.imagesByType', 'Preview images', BUNDLE_IMAGE_KEYS, IMAGE_LIMITS, { required: true }),
    ]),
    seoSection(),
  ]);
