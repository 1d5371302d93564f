import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { getListMediaImagesQueryKey, getListMediaVideosQueryKey } from '@generated/api/media/media';
import { getUploadImageResponseMock, getUploadVideoResponseMock } from '@generated/api/media/media.msw';
import { axiosInstance } from '@/api/mutator';
import { MediaUploader } from '@/features/media';
import { getToasts } from '@/lib/toasts';
import { server } from '@tests/unit/msw-server';
import { renderWithProviders } from '@tests/unit/render';

function file(name: string, type: string, size = 16) {
  return new File([new Uint8Array(size)], name, { type });
}

function setup(ui: Parameters<typeof renderWithProviders>[0]) {
  const rendered = renderWithProviders(ui);
  const invalidate = vi.spyOn(rendered.queryClient, 'invalidateQueries');
  return { ...rendered, invalidate, user: userEvent.setup() };
}

describe('MediaUploader', () => {
  it('offers a keyboard-accessible Upload button and an image-only file input', () => {
    setup(<MediaUploader kind="image" />);
    const button = screen.getByRole('button', { name: 'Upload' });
    button.focus();
    expect(button).toHaveFocus();
    const input = screen.getByTestId('media-upload-input');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', 'image/*');
    expect(input).toHaveAttribute('multiple');
  });

  it('uploads an image in the field "upload", lists it as uploaded and invalidates the image lists', async () => {
    const fields: string[] = [];
    server.use(
      http.post('*/media/images', async ({ request }) => {
        const form = await request.formData();
        fields.push(...form.keys());
        return HttpResponse.json(getUploadImageResponseMock(), { status: 201 });
      }),
    );
    const onUploaded = vi.fn();
    const { user, invalidate } = setup(<MediaUploader kind="image" onUploaded={onUploaded} />);
    await user.upload(screen.getByTestId('media-upload-input'), file('hero.jpg', 'image/jpeg'));
    const list = await screen.findByRole('list');
    await waitFor(() => expect(within(list).getByText(/Uploaded/)).toBeInTheDocument());
    expect(within(list).getByText('hero.jpg')).toBeInTheDocument();
    expect(fields).toEqual(['upload']);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: getListMediaImagesQueryKey() });
    expect(onUploaded).toHaveBeenCalledWith(getUploadImageResponseMock().data, expect.any(File));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('uploads several videos in the field "file" and invalidates the video lists', async () => {
    const fields: string[] = [];
    server.use(
      http.post('*/media/videos', async ({ request }) => {
        fields.push(...(await request.formData()).keys());
        return HttpResponse.json(getUploadVideoResponseMock(), { status: 201 });
      }),
    );
    const { user, invalidate } = setup(<MediaUploader kind="video" />);
    expect(screen.getByTestId('media-upload-input')).toHaveAttribute('accept', 'video/*');
    await user.upload(screen.getByTestId('media-upload-input'), [
      file('a.mp4', 'video/mp4'),
      file('b.mp4', 'video/mp4'),
    ]);
    await waitFor(() => expect(screen.getAllByText(/Uploaded/)).toHaveLength(2));
    expect(fields).toEqual(['file', 'file']);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: getListMediaVideosQueryKey() });
  });

  it('shows the file-size-exceeded error with the file name on 413', async () => {
    server.use(
      http.post('*/media/images', () =>
        HttpResponse.json(
          {
            message: 'The upload is too large.',
            errors: { upload: ['The upload may not be greater than 20 MB.'] },
          },
          { status: 413 },
        ),
      ),
    );
    const { user, invalidate } = setup(<MediaUploader kind="image" />);
    await user.upload(screen.getByTestId('media-upload-input'), file('huge.png', 'image/png'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'File size exceeded for "huge.png": The upload may not be greater than 20 MB.',
    );
    expect(screen.getByText('Failed', { exact: false })).toBeInTheDocument();
    expect(invalidate).not.toHaveBeenCalled();
  });

  it('shows the response message for other failures', async () => {
    server.use(
      http.post('*/media/images', () =>
        HttpResponse.json({ message: 'Storage unavailable' }, { status: 503 }),
      ),
    );
    const { user } = setup(<MediaUploader kind="image" />);
    await user.upload(screen.getByTestId('media-upload-input'), file('a.png', 'image/png'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Upload of "a.png" failed: Storage unavailable',
    );
  });

  it('refuses a dropped file of the wrong type without calling the server', async () => {
    const calls = vi.fn();
    server.use(
      http.post('*/media/images', () => {
        calls();
        return HttpResponse.json(getUploadImageResponseMock(), { status: 201 });
      }),
    );
    setup(<MediaUploader kind="image" />);
    fireEvent.drop(screen.getByTestId('media-upload-drop-zone'), {
      dataTransfer: { files: [file('notes.txt', 'text/plain')] },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('File type "text/plain" is not supported');
    expect(screen.getByText('notes.txt')).toBeInTheDocument();
    expect(calls).not.toHaveBeenCalled();
  });

  it('queues one error toast per refused file, in order', async () => {
    setup(<MediaUploader kind="image" />);
    fireEvent.drop(screen.getByTestId('media-upload-drop-zone'), {
      dataTransfer: { files: [file('a.txt', 'text/plain'), file('b.pdf', 'application/pdf')] },
    });
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
    expect(getToasts().map(({ severity, message }) => [severity, message])).toEqual([
      ['error', 'File type "text/plain" is not supported'],
      ['error', 'File type "application/pdf" is not supported'],
    ]);
  });

  it('refuses a file over the size limit before uploading and shows the limit in MB', async () => {
    const calls = vi.fn();
    server.use(http.post('*/media/images', () => (calls(), HttpResponse.json({}, { status: 500 }))));
    const { user } = setup(<MediaUploader kind="image" constraints={{ maxSize: 1 }} />);
    await user.upload(screen.getByTestId('media-upload-input'), file('big.png', 'image/png', 2000));
    expect(await screen.findByRole('alert')).toHaveTextContent('The maximum file size is 0.001 MB.');
    expect(calls).not.toHaveBeenCalled();
  });

  it('shows the per-file progress reported through the request options', async () => {
    let report: ((event: { loaded: number; total?: number }) => void) | undefined;
    let finish: (() => void) | undefined;
    vi.spyOn(axiosInstance, 'request').mockImplementation((config) => {
      report = config.onUploadProgress as typeof report;
      return new Promise((resolve) => {
        finish = () => resolve({ data: getUploadImageResponseMock(), status: 201 } as never);
      });
    });
    const { user } = setup(<MediaUploader kind="image" />);
    await user.upload(screen.getByTestId('media-upload-input'), file('hero.jpg', 'image/jpeg', 1000));
    expect(await screen.findByText(/Uploading…$/)).toBeInTheDocument();
    act(() => report?.({ loaded: 250, total: 1000 }));
    expect(screen.getByText(/Uploading… 25%/)).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Upload progress of hero.jpg' })).toHaveAttribute(
      'aria-valuenow',
      '25',
    );
    act(() => report?.({ loaded: 1000 }));
    expect(screen.getByText(/Uploading… 100%/)).toBeInTheDocument();
    await act(async () => finish?.());
    expect(await screen.findByText(/Uploaded/)).toBeInTheDocument();
  });

  it('removes a finished entry from the list', async () => {
    const { user } = setup(<MediaUploader kind="image" />);
    fireEvent.drop(screen.getByTestId('media-upload-drop-zone'), {
      dataTransfer: { files: [file('notes.txt', 'text/plain')] },
    });
    await user.click(await screen.findByRole('button', { name: 'Remove notes.txt from the list' }));
    expect(screen.queryByText('notes.txt')).not.toBeInTheDocument();
  });
});
