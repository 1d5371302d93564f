import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sectionToSchema } from '@/forms/form-section-schema';
import { SchemaForm } from '@/forms/schema-form';

const section = sectionToSchema({
  label: 'Filters',
  attributes: { slug: 'filters' },
  items: [
    {
      name: 'f[locale]',
      label: 'Shop',
      type: 'field',
      component: 'ShopSelect',
      attributes: {
        options: [
          { label: 'Germany', value: 1 },
          { label: 'Austria', value: 2 },
        ],
      },
    },
  ],
});

describe('SchemaForm', () => {
  it('leaves an empty choice empty (no first-option default) and reports a pick', async () => {
    const onChange = vi.fn();
    render(
      <SchemaForm schema={section.schema} uiSchema={section.uiSchema} formData={{}} onChange={onChange} />,
    );
    const select = screen.getByRole('combobox', { name: /Shop/ });
    expect(select).not.toHaveTextContent('Germany');
    for (const [data] of onChange.mock.calls)
      expect((data as Record<string, unknown>)['f[locale]']).toBeUndefined();
    await userEvent.click(select);
    await userEvent.click(await screen.findByRole('option', { name: 'Austria' }));
    expect(onChange).toHaveBeenLastCalledWith({ 'f[locale]': 2 });
  });

  it('renders a layout-only group as a labelled grid row', () => {
    const grouped = sectionToSchema({
      label: 'Filters',
      attributes: { slug: 'filters' },
      items: [
        {
          name: 'tagging',
          label: 'Tagging',
          type: 'group',
          layoutOnly: true,
          items: [
            { name: 'f[tagsAll]', label: 'Tags', type: 'field', component: 'TextField' },
            { name: 'f[ids]', label: 'IDs', type: 'field', component: 'TextField' },
          ],
        },
        { name: 'f[type]', label: 'Type', type: 'field', component: 'TextField' },
      ],
    });
    render(
      <SchemaForm schema={grouped.schema} uiSchema={grouped.uiSchema} formData={{}} onChange={() => {}} />,
    );
    const group = screen.getByRole('group', { name: 'Tagging' });
    expect(within(group).getByRole('textbox', { name: 'Tags' })).toBeInTheDocument();
    expect(within(group).getByRole('textbox', { name: 'IDs' })).toBeInTheDocument();
    expect(within(group).queryByRole('textbox', { name: 'Type' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Type' })).toBeInTheDocument();
  });
});
