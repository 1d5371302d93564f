import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { getListMediaImagesResponseMock } from '@generated/api/media/media.msw';
import { ImageSetField } from '@/forms/widgets/data/image-set-field';
import { server } from '@tests/unit/msw-server';
import { renderField } from './render-field';
import { mediaKeyLabel } from '@/forms/media/media-key-label';

const KEYS = { keys: ['desktop_default', 'mobile_default'] };
const library = getListMediaImagesResponseMock();
const first = library.data[0]!;

function mediaApi() {
  let uploads = 0;
  server.use(
    http.get('*/api/v2/media/images', () => HttpResponse.json(library)),
    http.post('*/api/v2/media/images', () => {
      uploads += 1;
      return HttpResponse.json({ data: { ...first, id: 9001, hash: 'uploaded-hash' } }, { status: 201 });
    }),
  );
  return { uploads: () => uploads };
}

const tile = (key: string) => screen.getByRole('group', { name: mediaKeyLabel(key) });

describe('ImageSetField', { timeout: 20_000 }, () => {
  it('shows a tile per key and picks an image from the library', async () => {
    mediaApi();
    const { lastValue } = renderField(ImageSetField, undefined, { options: KEYS });
    expect(screen.getByText('Add at least one image.')).toBeInTheDocument();
    // The set carries the field's id (a validation message's link finds it by that).
    expect(document.getElementById('root_value')).toContainElement(tile('mobile_default'));
    await userEvent.click(within(tile('mobile_default')).getByRole('button', { name: 'Choose' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose an image' });
    await userEvent.click(await within(dialog).findByRole('button', { name: `Choose ${first.meta.name}` }));
    expect(lastValue()).toEqual({ mobile_default: { hash: first.hash } });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(tile('mobile_default')).getByRole('img', { name: 'Image Mobile' })).toHaveAttribute(
      'src',
      expect.stringContaining(`/file/${first.hash}`),
    );
  });

  it('uploads an image for a key, defaulting the focus to center-center when focus is on', async () => {
    const api = mediaApi();
    const { lastValue } = renderField(ImageSetField, undefined, { options: { ...KEYS, focus: true } });
    const input = within(tile('desktop_default')).getByTestId('upload-image');
    fireEvent.change(input, { target: { files: [new File(['png'], 'hero.png', { type: 'image/png' })] } });
    await waitFor(() =>
      expect(lastValue()).toEqual({
        desktop_default: { hash: 'uploaded-hash', meta: { focus: 'center-center' } },
      }),
    );
    expect(api.uploads()).toBe(1);
    const centre = within(tile('desktop_default')).getByRole('button', { name: 'Focus center-center' });
    expect(centre).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(tile('desktop_default')).getByRole('button', { name: 'Focus left-top' }));
    expect(lastValue()).toEqual({ desktop_default: { hash: 'uploaded-hash', meta: { focus: 'left-top' } } });
  });

  it('refuses a file against the upload rules before sending it', async () => {
    const api = mediaApi();
    renderField(ImageSetField, undefined, { options: { ...KEYS, constraints: { maxSize: 1 } } });
    const input = within(tile('desktop_default')).getByTestId('upload-image');
    fireEvent.change(input, {
      target: { files: [new File(['x'.repeat(2000)], 'big.png', { type: 'image/png' })] },
    });
    expect(
      (await within(tile('desktop_default')).findByText(/The maximum file size is 0.001 MB/)).textContent,
    ).toContain('too large');
    fireEvent.change(input, { target: { files: [new File(['a'], 'notes.txt', { type: 'text/plain' })] } });
    expect(
      await within(tile('desktop_default')).findByText('File type "text/plain" is not supported'),
    ).toBeInTheDocument();
    fireEvent.change(input, { target: { files: [new File(['w'], 'hero.webp', { type: 'image/webp' })] } });
    expect(
      await within(tile('desktop_default')).findByText('File type "image/webp" is not supported'),
    ).toBeInTheDocument();
    expect(api.uploads()).toBe(0);
  });

  it('removes an image and keeps the other keys', async () => {
    mediaApi();
    const { lastValue } = renderField(
      ImageSetField,
      { desktop_default: { hash: 'a' }, mobile_default: { hash: 'b' } },
      { options: KEYS },
    );
    await userEvent.click(within(tile('desktop_default')).getByRole('button', { name: 'Remove' }));
    expect(lastValue()).toEqual({ mobile_default: { hash: 'b' } });
    expect(
      within(tile('mobile_default')).queryByRole('group', { name: /Focus point/ }),
    ).not.toBeInTheDocument();
  });
});
