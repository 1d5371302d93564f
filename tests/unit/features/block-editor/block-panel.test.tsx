import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BlockPanel } from '@/features/block-editor';
import { renderWithProviders } from '@tests/unit/render';

describe('BlockPanel', { timeout: 20_000 }, () => {
  it("shows the server validation messages on the active block's fields", async () => {
    renderWithProviders(
      <BlockPanel
        entityType="story"
        entityId={7}
        section={{ label: 'Content', attributes: { slug: 'content' }, items: [] }}
        slots={[]}
        blockTypes={[
          {
            id: 1,
            name: 'headline',
            label: 'Headline',
            schema: [{ name: 'text', label: 'Text', type: 'field', component: 'TextField' }],
          },
        ]}
        appId={1}
        appConfig={{
          appId: 1,
          contentElements: [
            {
              id: 123456,
              index: 0,
              type: 'headline',
              attributes: { text: '' },
              position: { slot: 'main', index: 0, col: 0, row: 1, colSpan: 1, rowSpan: 1 },
            },
          ],
        }}
        onChange={vi.fn()}
        activeBlockId={123456}
        onActiveBlockChange={vi.fn()}
        readOnly={false}
        editorConfig={{
          lock: { timeout: 90, recheckInterval: 10, releaseTimeout: 1 },
          preview: { sdkVersion: '1.5.0' },
        }}
        blockErrors={{ text: ['field is required'] }}
      />,
    );
    expect(await screen.findByText('field is required')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Text' })).toHaveAttribute('aria-invalid', 'true');
  });
});
