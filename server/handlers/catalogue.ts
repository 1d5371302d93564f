// The entity catalogue's handlers (lists, get by id, delete, overview schemas), merged into registry.ts.
import { blockTypesHandlers } from './block-types';
import { brandDiscoveriesHandlers } from './brand-discoveries';
import { bundlesHandlers } from './bundles';
import { categoriesHandlers } from './categories';
import { clustersHandlers } from './clusters';
import { corePagesHandlers } from './core-pages';
import { customPagesHandlers } from './custom-pages';
import { highlightsHandlers } from './highlights';
import { mediaLibraryHandlers } from './media-library';
import { overviewHandlers } from './overview';
import { pagesHandlers } from './pages';
import { profilesHandlers } from './profiles';
import { scbRulesetsHandlers } from './scb-rulesets';
import { tagsHandlers } from './tags';
import { teasersHandlers } from './teasers';
import type { Handlers } from './types';

export const catalogueHandlers: Handlers = {
  ...bundlesHandlers,
  ...pagesHandlers,
  ...categoriesHandlers,
  ...profilesHandlers,
  ...clustersHandlers,
  ...teasersHandlers,
  ...brandDiscoveriesHandlers,
  ...highlightsHandlers,
  ...corePagesHandlers,
  ...customPagesHandlers,
  ...scbRulesetsHandlers,
  ...tagsHandlers,
  ...mediaLibraryHandlers,
  ...blockTypesHandlers,
  ...overviewHandlers,
};
