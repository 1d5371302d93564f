// A category (created by the shop system, edited here): stage and blocks, its texts and the product stream.
import {
  contentSection,
  f,
  formSchema,
  generalSection,
  MAIN_BLOCKS,
  section,
  seoSection,
  shopSettingsSection,
  slot,
  streamItems,
} from './parts';

export const category = () =>
  formSchema(
    'category',
    [
      generalSection([]),
      contentSection([
        slot('stage', 'Stage', ['category-stage', 'story-stage'], 1),
        slot('main', 'Main', [...MAIN_BLOCKS, 'category-grid', 'brand-grid', 'anchor']),
      ]),
      shopSettingsSection([
        f.text('headline', 'Headline', { translatable: true, maxLength: 80 }),
        f.richText('description', 'Description (SEO text below the products)'),
      ]),
      section('stream', 'Product stream', true, [
        ...streamItems(),
        f.switch('showFilters', 'Show filters', true),
        f.select(
          'defaultSort',
          'Default sorting',
          [
            ['relevance', 'Relevance'],
            ['newest', 'Newest'],
            ['price-asc', 'Price ascending'],
            ['price-desc', 'Price descending'],
          ],
          'relevance',
        ),
      ]),
      seoSection(),
    ],
    true,
  );
