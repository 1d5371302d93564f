// The page kinds (story, brand story, idol story, drop page): general, content blocks with a stage, shop
// settings, product stream, SEO and preview images.
import type { FormNode, FormSchemaResponse } from '@generated/model';
import {
  contentSection,
  f,
  formSchema,
  generalSection,
  MAIN_BLOCKS,
  previewImagesSection,
  seoSection,
  shopSettingsSection,
  slot,
  streamSection,
} from './parts';

const pageSchema = (
  type: string,
  tagGroups: string[],
  stage: string[],
  main: string[],
  shopExtra: FormNode[] = [],
): FormSchemaResponse =>
  formSchema(
    type,
    [
      generalSection(tagGroups),
      contentSection([slot('stage', 'Stage', stage, 1), slot('main', 'Main', main)]),
      shopSettingsSection(shopExtra),
      streamSection(),
      seoSection(),
      previewImagesSection(),
    ],
    true,
  );

export const story = () =>
  pageSchema('story', ['season', 'style', 'occasion', 'material', 'brands'], ['story-stage'], MAIN_BLOCKS);

export const brandStory = () =>
  pageSchema(
    'brand-story',
    ['brands', 'season', 'style'],
    ['story-stage', 'brand-header'],
    [...MAIN_BLOCKS, 'brand-grid'],
  );

export const idolStory = () =>
  pageSchema('idol-story', ['influencer', 'season', 'style'], ['story-stage'], [...MAIN_BLOCKS, 'idol-card']);

export const hotdrop = () =>
  pageSchema(
    'hotdrop',
    ['brands', 'season'],
    ['story-stage', 'countdown'],
    [...MAIN_BLOCKS, 'countdown', 'newsletter'],
    [
      f.dateTime('dropAt', 'Drop starts'),
      f.switch('membersOnly', 'Members only'),
      f.text('teaserText', 'Teaser text before the drop', { translatable: true, maxLength: 160 }),
    ],
  );
