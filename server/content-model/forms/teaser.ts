// A teaser campaign: image and video per device, texts, colours and calls to action per shop.
import {
  cardList,
  f,
  formSchema,
  generalSection,
  IMAGE_LIMITS,
  section,
  shopSettingsSection,
  unit,
} from './parts';

const cta = cardList(
  'ctas',
  'Calls to action',
  [
    f.text('text', 'Text', { required: true, translatable: true, maxLength: 40 }),
    f.text('link', 'Link', { required: true, maxLength: 2048 }),
    f.select('style', 'Style', ['primary', 'secondary', 'link'], 'primary'),
    f.checkbox('openInNewTab', 'Open in a new tab'),
  ],
  'call to action',
);

export const teaser = () =>
  formSchema('teaser', [
    generalSection(
      ['season', 'style', 'occasion'],
      [
        f.select(
          'teaserType',
          'Teaser type',
          [
            ['hero', 'Hero'],
            ['tile', 'Tile'],
          ],
          'hero',
          { required: true },
        ),
      ],
    ),
    shopSettingsSection([], false),
    section('media', 'Image and video', true, [
      f.images(
        'info.imagesByType',
        'Images',
        ['desktop_default', 'mobile_default', 'app_default'],
        IMAGE_LIMITS,
      ),
      f.videos('videosByType', 'Videos'),
    ]),
    section('texts', 'Texts and calls to action', true, [
      f.text('headline', 'Headline', { translatable: true, maxLength: 80 }),
      f.text('subline', 'Subline', { translatable: true, maxLength: 120 }),
      unit('colors', 'Colours', [
        f.color('textColor', 'Text colour', '#FFFFFF'),
        f.color('backgroundColor', 'Background colour'),
      ]),
      f.select('textPosition', 'Text position', ['left', 'center', 'right'], 'left'),
      cta,
    ]),
  ]);
