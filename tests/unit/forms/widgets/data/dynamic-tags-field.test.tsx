import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { overviewPath } from '@/entities/paths';
import { DynamicTagsField } from '@/forms/widgets/data/dynamic-tags-field';
import { server } from '@tests/unit/msw-server';
import { renderField } from './render-field';

const tag = (id: number, name: string, group = 'style') => ({ id, name, group });
const STYLE = [1, 2, 3, 4, 5, 6, 7].map((id) => tag(id, `Style ${id}`));
const list = (data: unknown[]) => ({
  data,
  meta: {
    pagination: { currentPage: 1, total: data.length, totalPages: 1, count: data.length, perPage: 50 },
  },
});

function tagsApi(seen: URLSearchParams[] = []) {
  server.use(
    http.get('*/api/v2/tags', ({ request }) => {
      const query = new URL(request.url).searchParams;
      seen.push(query);
      const ids = query.get('f[ids]');
      if (ids)
        return HttpResponse.json(list(STYLE.filter((item) => ids.split(',').includes(String(item.id)))));
      const group = query.get('f[group]');
      return HttpResponse.json(
        list([...STYLE, tag(20, 'Ganni', 'brands')].filter((item) => !group || item.group === group)),
      );
    }),
    http.get('*/api/v2/tag-groups', () =>
      HttpResponse.json(list([{ id: 1, key: 'style', name: 'Style', isEditable: true }])),
    ),
  );
  return seen;
}

describe('DynamicTagsField', { timeout: 20_000 }, () => {
  it('shows at most 5 tags by name, then + N more', async () => {
    tagsApi();
    renderField(
      DynamicTagsField,
      STYLE.map(({ id }) => ({ id })),
      { options: { tagGroups: ['style'] } },
    );
    expect(await screen.findByText('Style 1')).toBeInTheDocument();
    expect(screen.getByText('Style 5')).toBeInTheDocument();
    expect(screen.queryByText('Style 6')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '+ 2 more' }));
    expect(screen.getByText('Style 7')).toBeInTheDocument();
  });

  it('picks tags of its group only and links to the tag overview of the first tag group', async () => {
    const seen = tagsApi();
    const { lastValue } = renderField(DynamicTagsField, [], { options: { tagGroups: ['style'] } });
    await userEvent.click(screen.getByRole('combobox', { name: 'Add tag' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Style 2' }));
    expect(lastValue()).toEqual([{ id: 2, name: 'Style 2', group: 'style' }]);
    expect(screen.queryByRole('option', { name: 'Ganni' })).not.toBeInTheDocument();
    expect(seen.some((query) => query.get('f[group]') === 'style')).toBe(true);
    const link = screen.getByRole('link', { name: /Tag overview/ });
    expect(link).toHaveAttribute('href', `${overviewPath('tag')}?f%5Bgroup%5D=style`);
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('removes a tag', async () => {
    tagsApi();
    const { lastValue } = renderField(DynamicTagsField, [tag(1, 'Style 1'), tag(2, 'Style 2')]);
    await userEvent.click(screen.getByLabelText('Remove Style 1'));
    expect(lastValue()).toEqual([tag(2, 'Style 2')]);
  });
});
