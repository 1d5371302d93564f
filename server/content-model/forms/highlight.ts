// A highlight: a headline with a list of cards (image, text, link) and the stories it features.
import {
  cardList,
  DEFAULT_IMAGE_KEYS,
  f,
  formSchema,
  generalSection,
  IMAGE_LIMITS,
  previewImagesSection,
  section,
  shopSettingsSection,
} from './parts';

export const highlight = () =>
  formSchema('highlight', [
    generalSection(['season', 'style']),
    shopSettingsSection([], false),
    section('highlight', 'Highlight', true, [
      f.text('headline', 'Headline', { translatable: true, maxLength: 80 }),
      f.storyIds('storyIds', 'Featured story IDs'),
      cardList(
        'items',
        'Cards',
        [
          f.images('image', 'Image', DEFAULT_IMAGE_KEYS, IMAGE_LIMITS),
          f.text('headline', 'Headline', { translatable: true, maxLength: 80 }),
          f.text('link', 'Link', { maxLength: 2048 }),
        ],
        'card',
      ),
    ]),
    previewImagesSection(),
  ]);
