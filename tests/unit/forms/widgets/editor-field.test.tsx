import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ContentElement } from '@generated/model';
import { renderSection } from '../section-form';

const block = (id: number, slot: string, index: number, type: string, cpid?: string): ContentElement => ({
  id,
  index,
  type,
  attributes: {},
  position: { slot, index },
  ...(cpid ? { tracking: { cpid } } : {}),
});

describe('Editor (placeholder)', () => {
  it("lists the shop's blocks per slot, read-only, with CPID or '--'", () => {
    renderSection(
      [
        {
          name: 'contentElements',
          label: 'Content',
          type: 'field',
          component: 'Editor',
          attributes: {
            slots: [
              { name: 'stage', label: 'Stage', blockTypeNames: ['hero'] },
              { name: 'main', label: 'Main', blockTypeNames: ['text', 'image'] },
            ],
          },
        },
      ],
      {
        data: {
          contentElements: [block(100002, 'main', 1, 'image'), block(100001, 'main', 0, 'text', 'ab12cd')],
        },
      },
    );
    expect(screen.getByText('No content blocks in this slot yet.')).toBeInTheDocument();
    const main = screen.getByRole('list', { name: 'Main' });
    const rows = within(main).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('text');
    expect(rows[0]).toHaveTextContent('CPID: ab12cd');
    expect(rows[1]).toHaveTextContent('image');
    expect(rows[1]).toHaveTextContent('--');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });
});
