import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ProductIdsField } from '@/forms/widgets/data/product-ids-field';
import { StoryIdsField } from '@/forms/widgets/data/story-ids-field';
import { server } from '@tests/unit/msw-server';
import { renderField } from './render-field';

const product = (id: number, name: string) => ({ id, name, imageHash: `img-${id}`, isSoldOut: false });
const page = (data: unknown[]) => ({
  data,
  meta: {
    pagination: { currentPage: 1, total: data.length, totalPages: 1, count: data.length, perPage: 20 },
  },
});

function productsProxy(seen: URLSearchParams[] = []) {
  server.use(
    http.get('*/api/v2/proxies/bapi/:appId/products', ({ request }) => {
      const query = new URL(request.url).searchParams;
      seen.push(query);
      const ids = query.get('filters[ids]');
      if (ids) return HttpResponse.json(page(ids.split(',').map((id) => product(Number(id), `Dress ${id}`))));
      return HttpResponse.json(page([product(501, 'Linen Dress'), product(502, 'Silk Dress')]));
    }),
  );
  return seen;
}

describe('ProductIdsField', { timeout: 20_000 }, () => {
  it('adds the parsed ids of the comma input; the button is disabled while empty', async () => {
    productsProxy();
    const { lastValue } = renderField(ProductIdsField, [], { schema: { title: 'Included products' } });
    const button = screen.getByRole('button', { name: 'Add product ID' });
    expect(button).toBeDisabled();
    const input = screen.getByRole('textbox', { name: /product IDs, comma-separated/ });
    await userEvent.type(input, '152, 173, abc');
    expect(button).toBeEnabled();
    await userEvent.click(button);
    expect(lastValue()).toEqual([152, 173]);
    expect(input).toHaveValue('');
    expect(await screen.findByText('Dress 152 (152)')).toBeInTheDocument();
  });

  it('submits on Enter and refuses a duplicate with the spec message', async () => {
    productsProxy();
    const { lastValue } = renderField(ProductIdsField, [152]);
    const input = screen.getByRole('textbox', { name: /product IDs, comma-separated/ });
    await userEvent.type(input, '152{Enter}');
    expect(await screen.findByText('This product ID has already been selected')).toBeInTheDocument();
    expect(lastValue()).toBeUndefined();
    await userEvent.type(input, '9{Enter}');
    expect(lastValue()).toEqual([152, 9]);
  });

  it('picks a product from the proxy search, showing 30x30 thumbnails', async () => {
    const seen = productsProxy();
    const { lastValue } = renderField(ProductIdsField, []);
    await userEvent.type(screen.getByRole('combobox', { name: 'Search products' }), 'dress');
    const option = await screen.findByRole('option', { name: /Linen Dress/ }, { timeout: 3000 });
    const thumbnail = option.querySelector('img');
    expect(thumbnail?.getAttribute('src')).toContain('/file/img-501');
    await userEvent.click(option);
    expect(lastValue()).toEqual([501]);
    const search = seen.find((query) => query.get('filters[searchTerm]') === 'dress');
    expect(search?.get('with')).toBe('attributes:key(name)');
  });

  it('removes a chip', async () => {
    productsProxy();
    const { lastValue } = renderField(ProductIdsField, [1, 2]);
    const chips = screen.getByRole('list', { name: 'Value' });
    await waitFor(() => expect(within(chips).getByText('Dress 1 (1)')).toBeInTheDocument());
    await userEvent.click(screen.getByLabelText('Remove Dress 1 (1)'));
    expect(lastValue()).toEqual([2]);
  });
});

describe('StoryIdsField', { timeout: 20_000 }, () => {
  it('adds story ids and refuses duplicates with the story message', async () => {
    server.use(
      http.get('*/api/v2/pages', ({ request }) => {
        const query = new URL(request.url).searchParams;
        const ids = (query.get('f[ids]') ?? '').split(',').map(Number);
        const rows =
          query.get('f[type]') === 'story' ? ids.map((id) => ({ id, internalName: `Story ${id}` })) : [];
        return HttpResponse.json(page(rows));
      }),
    );
    const { lastValue } = renderField(StoryIdsField, [40]);
    const input = screen.getByRole('textbox', { name: /story IDs, comma-separated/ });
    await userEvent.type(input, '41, 40{Enter}');
    expect(lastValue()).toEqual([40, 41]);
    expect(screen.getByText('This story ID has already been selected')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add story ID' })).toBeDisabled();
    expect(await screen.findByText('Story 41 (41)')).toBeInTheDocument();
  });
});
