import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { getListMediaVideosResponseMock } from '@generated/api/media/media.msw';
import { VideoSetField } from '@/forms/widgets/data/video-set-field';
import { server } from '@tests/unit/msw-server';
import { renderField } from './render-field';
import { mediaKeyLabel } from '@/forms/media/media-key-label';

const videos = getListMediaVideosResponseMock();
const clip = videos.data[0]!;
const tile = (key: string) => screen.getByRole('group', { name: mediaKeyLabel(key) });

describe('VideoSetField', { timeout: 20_000 }, () => {
  it('disables the player options without a video', () => {
    renderField(VideoSetField, undefined);
    for (const name of ['Autoplay', 'Loop', 'Mute', 'Hide controls']) {
      expect(within(tile('desktop')).getByRole('checkbox', { name })).toBeDisabled();
    }
    expect(within(tile('mobile')).getByRole('checkbox', { name: 'Autoplay' })).toBeDisabled();
    expect(screen.getByText('Add at least one video.')).toBeInTheDocument();
  });

  it('turns an option on, and resets every option when the video changes', async () => {
    server.use(http.get('*/api/v2/media/videos', () => HttpResponse.json(videos)));
    const { lastValue } = renderField(VideoSetField, {
      desktop: { videoHash: 'old', fallbackImageHash: 'still', videoMeta: { player: { autoplay: true } } },
    });
    const loop = within(tile('desktop')).getByRole('checkbox', { name: 'Loop' });
    expect(loop).toBeEnabled();
    await userEvent.click(loop);
    expect(lastValue()).toEqual({
      desktop: {
        videoHash: 'old',
        fallbackImageHash: 'still',
        videoMeta: { player: { autoplay: true, loop: true, mute: false, hideControls: false } },
      },
    });
    await userEvent.click(within(tile('desktop')).getAllByRole('button', { name: 'Choose' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Choose a video' });
    await userEvent.click(await within(dialog).findByRole('button', { name: `Choose ${clip.meta.name}` }));
    expect(lastValue()).toEqual({
      desktop: {
        videoHash: clip.hash,
        fallbackImageHash: 'still',
        videoMeta: { player: { autoplay: false, loop: false, mute: false, hideControls: false } },
      },
    });
    await waitFor(() =>
      expect(within(tile('desktop')).getByRole('checkbox', { name: 'Autoplay' })).not.toBeChecked(),
    );
  });

  it('removes a video', async () => {
    const { lastValue } = renderField(VideoSetField, {
      desktop: { videoHash: 'a' },
      mobile: { videoHash: 'b' },
    });
    await userEvent.click(within(tile('mobile')).getAllByRole('button', { name: 'Remove' })[0]!);
    expect(lastValue()).toEqual({ desktop: { videoHash: 'a' } });
  });
});
