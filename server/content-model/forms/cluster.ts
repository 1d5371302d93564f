// A cluster groups story pages per shop (stored as the app config's pageIds, answered as `pages` too).
import { f, formSchema, generalSection, section, seoSection, shopSettingsSection } from './parts';

export const cluster = () =>
  formSchema('cluster', [
    generalSection(['season', 'style', 'occasion']),
    shopSettingsSection(),
    section('pages', 'Pages', true, [
      f.storyIds('pageIds', 'Story IDs', { required: true }),
      f.select(
        'layout',
        'Layout',
        [
          ['slider', 'Slider'],
          ['grid', 'Grid'],
        ],
        'slider',
      ),
    ]),
    seoSection(),
  ]);
