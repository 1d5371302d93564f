import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { FormNode } from '@generated/model';
import { renderSection, typingPause } from './section-form';

const list = (attributes: FormNode['attributes']): FormNode[] => [
  {
    name: 'ctas',
    label: 'CTAs',
    type: 'array',
    component: 'CardList',
    attributes: { itemLabel: 'CTA', ...attributes },
    items: [{ name: 'text', label: 'CTA text', type: 'field', component: 'TextField' }],
  },
];

describe('CardList', () => {
  it('adds, fills, reorders and removes cards', async () => {
    const { last } = renderSection(list({}));
    expect(screen.getByText('No CTA yet.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add CTA' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add CTA' }));
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(2);
    await userEvent.type(within(cards[0]!).getByRole('textbox', { name: 'CTA text' }), 'Shop now');
    await userEvent.type(within(cards[1]!).getByRole('textbox', { name: 'CTA text' }), 'More');
    await typingPause();
    expect(last()).toEqual({ ctas: [{ text: 'Shop now' }, { text: 'More' }] });
    await userEvent.click(screen.getByRole('button', { name: 'Move CTA #2 up' }));
    expect(last()).toEqual({ ctas: [{ text: 'More' }, { text: 'Shop now' }] });
    await userEvent.click(screen.getByRole('button', { name: 'Remove CTA #1' }));
    expect(last()).toEqual({ ctas: [{ text: 'Shop now' }] });
    expect(screen.getAllByRole('article')).toHaveLength(1);
  }, 30000);

  it("disables removal at minItems with the tooltip 'You can not remove this CTA'", async () => {
    const { changes } = renderSection(list({ minItems: 1 }), { data: { ctas: [{ text: 'Only' }] } });
    const remove = screen.getByRole('button', { name: 'Remove CTA #1' });
    expect(remove).toBeDisabled();
    await userEvent.hover(remove.parentElement!);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('You can not remove this CTA');
    expect(changes).not.toHaveBeenCalledWith({ ctas: [] });
  });

  it('disables removal when the node is not removable, and allows it above minItems', () => {
    renderSection(list({ removable: false }), { data: { ctas: [{ text: 'A' }, { text: 'B' }] } });
    for (const button of screen.getAllByRole('button', { name: /Remove CTA/ })) expect(button).toBeDisabled();
  });

  it('removes above minItems', () => {
    renderSection(list({ minItems: 1 }), { data: { ctas: [{ text: 'A' }, { text: 'B' }] } });
    expect(screen.getByRole('button', { name: 'Remove CTA #2' })).toBeEnabled();
  });

  it("names items 'item' when the node names none, and adds no card past maxItems", () => {
    const nodes = list({ maxItems: 1 });
    delete nodes[0]!.attributes!.itemLabel;
    renderSection(nodes, { data: { ctas: [{ text: 'A' }] } });
    expect(screen.getByRole('heading', { name: 'item #1' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add item' })).not.toBeInTheDocument();
  });

  it("names items by the schema's `item` as the server's card lists give it (issue 27 #13)", () => {
    const nodes = list({});
    delete nodes[0]!.attributes!.itemLabel;
    nodes[0]!.attributes!.item = 'call to action';
    renderSection(nodes, { data: { ctas: [] } });
    expect(screen.getByText('No call to action yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add call to action' })).toBeInTheDocument();
  });
});
