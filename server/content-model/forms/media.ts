// Images and videos: the file's name, the default focus point (images) and the player options (videos).
// No shop configs: one shared section each.
import { FocusPosition } from '@generated/model';
import { f, formSchema, group, section } from './parts';

// The focus points are the contract's FocusPosition.
const FOCUS = Object.values(FocusPosition);

const fileName = () => f.text('name', 'File name', { required: true, maxLength: 255 });

export const image = () =>
  formSchema('image', [
    section('general', 'General', false, [
      group('meta', 'File', [fileName(), f.select('focus', 'Focus point', FOCUS, 'center-center')]),
    ]),
  ]);

export const video = () =>
  formSchema('video', [
    section('general', 'General', false, [
      group('meta', 'File', [
        fileName(),
        group('player', 'Player', [
          f.switch('autoplay', 'Autoplay', true),
          f.switch('loop', 'Loop', true),
          f.switch('mute', 'Mute', true),
          f.switch('hideControls', 'Hide controls'),
        ]),
      ]),
    ]),
  ]);
