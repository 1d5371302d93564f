// The entity catalogue's answers parsed with the generated zod schemas: every list (with the overview's
// includes), get by id and both overview schema paths.
import { describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import * as brandDiscoveries from '@generated/zod/brand-discoveries/brand-discoveries.zod';
import * as bundles from '@generated/zod/bundles/bundles.zod';
import * as categories from '@generated/zod/categories/categories.zod';
import * as clusters from '@generated/zod/clusters/clusters.zod';
import * as content from '@generated/zod/content/content.zod';
import * as corePages from '@generated/zod/core-pages/core-pages.zod';
import * as customPages from '@generated/zod/custom-pages/custom-pages.zod';
import * as highlights from '@generated/zod/highlights/highlights.zod';
import * as media from '@generated/zod/media/media.zod';
import * as overview from '@generated/zod/overview/overview.zod';
import * as pages from '@generated/zod/pages/pages.zod';
import * as profiles from '@generated/zod/profiles/profiles.zod';
import * as scbRulesets from '@generated/zod/scb-rulesets/scb-rulesets.zod';
import * as tags from '@generated/zod/tags/tags.zod';
import * as teasers from '@generated/zod/teasers/teasers.zod';
import { allEntityTypeConfigs } from '@server/services/entities/types';
import { setupApp } from '../server/helper';

const t = setupApp();

async function parse(url: string, schema: ZodType) {
  const response = await t.get(`${url}`);
  expect(response.statusCode, `${url}: ${response.body.slice(0, 200)}`).toBe(200);
  const result = schema.safeParse(response.json());
  expect(result.success, `${url}: ${JSON.stringify(result.error?.issues.slice(0, 3))}`).toBe(true);
  return response.json() as { data: { id: number }[] | { id: number } };
}

const ALL =
  'appConfigs.contentElements,appConfigs.preview,appConfigs.seodata,appConfigs.pages,appConfigs.info,tags,createdByUser,updatedByUser,rootline,parent';

const collections: [string, ZodType, ZodType, string][] = [
  [
    '/bundles',
    bundles.ListBundlesResponse,
    bundles.GetBundleResponse,
    'appConfigs.preview,appConfigs.seodata,updatedByUser',
  ],
  ['/pages', pages.ListPagesResponse, pages.GetPageResponse, 'appConfigs,updatedByUser'],
  [
    '/categories',
    categories.ListCategoriesResponse,
    categories.GetCategoryResponse,
    'appConfigs,updatedByUser,rootline',
  ],
  [
    '/profile-brands',
    profiles.ListProfileBrandsResponse,
    profiles.GetProfileBrandResponse,
    'updatedByUser,parent',
  ],
  ['/profile-idols', profiles.ListProfileIdolsResponse, profiles.GetProfileIdolResponse, 'updatedByUser'],
  ['/clusters', clusters.ListClustersResponse, clusters.GetClusterResponse, 'appConfigs.pages'],
  ['/teasers', teasers.ListTeasersResponse, teasers.GetTeaserResponse, 'appConfigs'],
  [
    '/brand-discoveries',
    brandDiscoveries.ListBrandDiscoveriesResponse,
    brandDiscoveries.GetBrandDiscoveryResponse,
    'appConfigs',
  ],
  ['/highlights', highlights.ListHighlightsResponse, highlights.GetHighlightResponse, 'appConfigs'],
  ['/core-pages', corePages.ListCorePagesResponse, corePages.GetCorePageResponse, 'appConfigs'],
  [
    '/custom-pages',
    customPages.ListCustomPagesResponse,
    customPages.GetCustomPageResponse,
    'appConfigs,rootline',
  ],
  ['/scb-rulesets', scbRulesets.ListScbRulesetsResponse, scbRulesets.GetScbRulesetResponse, 'updatedByUser'],
  ['/tags', tags.ListTagsResponse, tags.GetTagResponse, 'tagGroup,updatedByUser'],
  ['/tag-groups', tags.ListTagGroupsResponse, tags.GetTagGroupResponse, 'tags,updatedByUser'],
  ['/media/images', media.ListMediaImagesResponse, media.GetMediaImageResponse, 'updatedByUser'],
  ['/media/videos', media.ListMediaVideosResponse, media.GetMediaVideoResponse, 'updatedByUser'],
  ['/content/block-types', content.ListBlockTypesResponse, content.GetBlockTypeResponse, ''],
];

describe('entity collections parse with the generated zod schemas', () => {
  for (const [path, listSchema, getSchema, include] of collections) {
    it(`${path}: list (overview includes, all includes) and get by id`, async () => {
      const list = await parse(`${path}?perPage=5&include=${include}`, listSchema);
      await parse(`${path}?perPage=5&page=2&include=${ALL}&f[locale]=1`, listSchema);
      const first = (list.data as { id: number }[])[0]!;
      await parse(`${path}/${first.id}?include=${ALL}`, getSchema);
    });
  }
});

describe('overview schemas parse', () => {
  it('every type under both path forms', async () => {
    for (const config of allEntityTypeConfigs()) {
      await parse(`/overview/${config.plural}`, overview.GetOverviewSchemaResponse);
      if (config.resourcePlural) {
        await parse(
          `/overview/${config.resourcePlural}/${config.plural}`,
          overview.GetResourceOverviewSchemaResponse,
        );
      }
    }
  });
});
