import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import type { VideoPlayerOptions } from '@generated/model/videoPlayerOptions';
import type { VideoValue } from '@generated/model/videoValue';
import { playerOptions, playerOptionsDisabled, setPlayerOption } from '@/forms/media/media-values';
import { t } from '@/i18n';

const OPTIONS: (keyof VideoPlayerOptions)[] = ['autoplay', 'loop', 'mute', 'hideControls'];

interface PlayerOptionsProps {
  value: VideoValue | undefined;
  onChange: (value: VideoValue) => void;
  locked: boolean;
}

/** The player options of a video (spec 1 §4.7): all off by default, disabled while no video is chosen. */
export function PlayerOptions({ value, onChange, locked }: PlayerOptionsProps) {
  const disabled = locked || playerOptionsDisabled(value);
  const current = playerOptions(value);
  return (
    <FormGroup row>
      {OPTIONS.map((option) => (
        <FormControlLabel
          key={option}
          disabled={disabled}
          label={t(`dataFields.video.player.${option}`)}
          control={
            <Checkbox
              size="small"
              checked={current[option]}
              onChange={(event) => value && onChange(setPlayerOption(value, option, event.target.checked))}
            />
          }
        />
      ))}
    </FormGroup>
  );
}
