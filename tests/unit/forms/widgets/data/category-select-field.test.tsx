import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { CategorySelectField } from '@/forms/widgets/data/category-select-field';
import { server } from '@tests/unit/msw-server';
import { renderField } from './render-field';

const CATEGORIES: Record<string, string> = { '20000': 'Women', '20011': 'Dresses' };

function categoriesProxy(seenShops: string[] = []) {
  server.use(
    http.get('*/api/v2/proxies/bapi/:appId/categories/:id', ({ params }) => {
      seenShops.push(String(params.appId));
      const name = CATEGORIES[String(params.id)];
      if (!name) return HttpResponse.json({ message: 'The category could not be found.' }, { status: 404 });
      return HttpResponse.json({ data: { id: Number(params.id), name } });
    }),
  );
  return seenShops;
}

describe('CategorySelectField', { timeout: 20_000 }, () => {
  it('adds categories the shop knows, with their names, and refuses unknown ids', async () => {
    const shops = categoriesProxy();
    const { lastValue } = renderField(CategorySelectField, [], { formContext: { appId: 3 } });
    await userEvent.type(screen.getByRole('textbox', { name: /category IDs/ }), '20000, 99, abc{Enter}');
    await waitFor(() => expect(lastValue()).toEqual([{ id: 20000, name: 'Women' }]));
    expect(await screen.findByText('The shop has no category with the ID 99')).toBeInTheDocument();
    expect(screen.getByText('Women (20000)')).toBeInTheDocument();
    expect(shops).toContain('3');
  });

  it('shows the names of stored categories and keeps one category when not multiple', async () => {
    categoriesProxy();
    const { lastValue } = renderField(CategorySelectField, { id: 20011 }, { options: { multiple: false } });
    expect(await screen.findByText('Dresses (20011)')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /category IDs/ }), '20000{Enter}');
    await waitFor(() => expect(lastValue()).toEqual({ id: 20000, name: 'Women' }));
  });
});
