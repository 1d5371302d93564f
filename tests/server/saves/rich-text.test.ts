// Rich text is stored with only the RichText widget's markup: scripts, event handlers and unknown tags go,
// in the type's RichText fields (here an idol's biography per shop) and in content blocks (a text block).
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { sanitizeRichTextValue } from '@server/services/entities/rich-text';
import { setupApp } from '../helper';
import { tenantFacts, type TenantFacts } from './fixtures';

vi.setConfig({ hookTimeout: 300_000, testTimeout: 120_000 });
const ctx = setupApp();
let facts: TenantFacts;
beforeAll(async () => {
  facts = await tenantFacts(ctx.app);
});

const HOSTILE = '<p>Hi <strong>there</strong><script>alert(1)</script><img src=x onerror="alert(2)"></p>';

describe('rich text on save', () => {
  it('keeps the widget markup and drops the rest', () => {
    expect(sanitizeRichTextValue(HOSTILE)).toBe('<p>Hi <strong>there</strong></p>');
    expect(sanitizeRichTextValue('<a href="javascript:alert(1)" onclick="x()">go</a>')).toBe(
      '<a rel="noopener noreferrer">go</a>',
    );
  });

  it('sanitises a RichText field of a shop config and a text block', async () => {
    const created = await ctx.inject({
      method: 'POST',
      url: '/api/v2/profile-idols',
      payload: {
        internalName: 'Sanitised idol',
        appConfigs: [
          {
            appId: facts.mainAppId,
            name: 'Sanitised idol',
            bio: HOSTILE,
            contentElements: [
              {
                id: 480102,
                index: 0,
                type: 'text',
                attributes: { text: HOSTILE, textAlign: 'left' },
                position: { slot: 'main', index: 0, col: 0, row: 1, colSpan: 1, rowSpan: 1 },
                tracking: { cpid: 'a1b2c3' },
              },
            ],
          },
        ],
      },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id as number;
    const read = await ctx.get(`/profile-idols/${id}?include=appConfigs.contentElements`);
    const config = read.json().data.appConfigs[0];
    expect(config.bio).toBe('<p>Hi <strong>there</strong></p>');
    expect(config.contentElements[0].attributes.text).toBe('<p>Hi <strong>there</strong></p>');
  });
});
