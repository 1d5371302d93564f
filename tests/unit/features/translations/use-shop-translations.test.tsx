import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { Translation } from '@generated/model';
import type { EntityFormValues } from '@/entities';
import { useShopTranslations, type TranslationAction } from '@/features/translations';
import { storeToken } from '@/lib/token-storage';
import { server } from '@tests/unit/msw-server';
import { renderWithProviders, TEST_TOKEN } from '@tests/unit/render';

// The download (apply) of spec 2 §8 through the hook the shop panel uses, against MSW answers.
const START: EntityFormValues = {
  id: 7,
  internalName: 'Page',
  appConfigs: [
    { appId: 1, seodata: { title: 'Guide', description: 'Mehr' } },
    { appId: 2, seodata: { title: 'Guide', description: 'Handmatig' } },
  ],
};

const translation = (output: Record<string, string> | null): Translation => ({
  id: 61,
  appId: 2,
  resourceType: 'custom-page',
  resourceId: 7,
  status: 'in_translation',
  link: '/api/v2/translations/61/file',
  createdAt: '2026-11-20T10:00:00.000Z',
  confirmedAt: null,
  input: { Guide: '', Mehr: '' },
  output,
  units: [
    { id: 'u1', path: 'field:seodata.title', source: 'Guide', label: 'SEO title', blockType: null },
    {
      id: 'u2',
      path: 'field:seodata.description',
      source: 'Mehr',
      label: 'SEO description',
      blockType: null,
    },
  ],
});

function Harness() {
  const [values, setValues] = useState(START);
  const hook = useShopTranslations({
    entityType: 'custom-page',
    entityId: 7,
    values,
    getValues: () => values,
    selectedAppId: 2,
    onSelectApp: () => {},
    onAddApps: () => {},
    onRemoveApp: () => {},
    readOnly: false,
    collapsed: false,
    onToggleCollapsed: () => {},
    sections: [],
    blockTypes: [],
    dirty: false,
    onChangeValues: (update) => setValues(update),
  });
  const run = (action: TranslationAction) => hook.run(action, 2);
  return (
    <>
      <output aria-label="title">{String(values.appConfigs[1]!.seodata?.title)}</output>
      <output aria-label="status">{hook.byApp?.get(2)?.status ?? 'none'}</output>
      <button onClick={() => run('downloadTranslation')}>download</button>
      {hook.dialogs}
    </>
  );
}

const answer = (output: Record<string, string> | null) => {
  const one = translation(output);
  server.use(
    http.get('*/api/v2/translations', () =>
      HttpResponse.json({
        data: [{ ...one, input: undefined, output: undefined, units: undefined }],
        meta: { pagination: { currentPage: 1, total: 1, totalPages: 1, count: 1, perPage: 100 } },
      }),
    ),
    http.get('*/api/v2/translations/61', () => HttpResponse.json({ data: one })),
  );
};

describe('downloading a translation (spec 2 §8)', { timeout: 20_000 }, () => {
  it('applies what is translated and not edited, says partial and names the kept field', async () => {
    storeToken(TEST_TOKEN);
    answer({ Guide: 'Gids', Mehr: 'Meer' });
    renderWithProviders(<Harness />);
    await waitFor(() => expect(screen.getByLabelText('status')).toHaveTextContent('in_translation'));
    await userEvent.click(screen.getByRole('button', { name: 'download' }));
    await waitFor(() => expect(screen.getByLabelText('title')).toHaveTextContent('Gids'));
    expect(
      await screen.findByText(
        'Some strings from the target shop are missing translations. Contact your translation manager or add an additional request.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Edited since the request, so kept as they are (1): SEO description'),
    ).toBeInTheDocument();
  });

  it('says so when nothing is translated and changes nothing', async () => {
    storeToken(TEST_TOKEN);
    answer(null);
    renderWithProviders(<Harness />);
    await waitFor(() => expect(screen.getByLabelText('status')).toHaveTextContent('in_translation'));
    await userEvent.click(screen.getByRole('button', { name: 'download' }));
    expect(
      await screen.findByText(
        'No strings available for translations. Please add content to the target shop or copy from the main shop.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('title')).toHaveTextContent('Guide');
  });
});
