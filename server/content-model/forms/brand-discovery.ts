// A brand discovery page: brand blocks in a stage and a main slot, with its colour theme (live preview).
import {
  contentSection,
  f,
  formSchema,
  generalSection,
  previewImagesSection,
  section,
  seoSection,
  shopSettingsSection,
  slot,
} from './parts';

export const brandDiscovery = () =>
  formSchema(
    'brand-discovery',
    [
      generalSection(['brands', 'style']),
      contentSection([
        slot('stage', 'Stage', ['brand-header', 'story-stage'], 1),
        slot('main', 'Main', [
          'brand-grid',
          'product-slider',
          'story-slider',
          'image-and-text',
          'text',
          'video',
        ]),
      ]),
      shopSettingsSection(),
      section('appearance', 'Appearance', true, [
        f.color('backgroundColor', 'Background colour', '#FFFFFF'),
        f.color('accentColor', 'Accent colour', '#1A1A1A'),
      ]),
      seoSection(),
      previewImagesSection(),
    ],
    true,
  );
