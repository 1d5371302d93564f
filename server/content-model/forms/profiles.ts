// Brand and idol profiles: always live in every shop (no publishing), a header image set, texts and blocks.
import {
  contentSection,
  f,
  formSchema,
  generalSection,
  IMAGE_LIMITS,
  seoSection,
  shopSettingsSection,
  slot,
} from './parts';

const profileImages = () =>
  f.images(
    'info.imagesByType',
    'Header images',
    ['desktop_default', 'mobile_default', 'app_default'],
    IMAGE_LIMITS,
  );

export const profileBrand = () =>
  formSchema(
    'profile-brand',
    [
      generalSection(['brands'], [f.text('headline', 'Headline', { maxLength: 120 })]),
      contentSection([
        slot('stage', 'Stage', ['brand-header'], 1),
        slot('main', 'Main', ['text', 'image-and-text', 'product-slider', 'story-slider', 'video', 'quote']),
      ]),
      shopSettingsSection([f.richText('description', 'About the brand'), profileImages()]),
      seoSection(),
    ],
    true,
  );

export const profileIdol = () =>
  formSchema(
    'profile-idol',
    [
      generalSection(['influencer'], [f.text('instagram', 'Instagram handle', { maxLength: 60 })]),
      contentSection([
        slot('main', 'Main', [
          'idol-card',
          'text',
          'product-slider',
          'story-slider',
          'look-grid',
          'instagram-feed',
          'video',
        ]),
      ]),
      shopSettingsSection([f.richText('bio', 'Biography'), profileImages()]),
      seoSection(),
    ],
    true,
  );
