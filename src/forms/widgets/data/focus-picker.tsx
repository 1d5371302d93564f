import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { FocusPosition } from '@generated/model/focusPosition';
import { t } from '@/i18n';

const POSITIONS = Object.values(FocusPosition);

interface FocusPickerProps {
  value: FocusPosition;
  onChange: (focus: FocusPosition) => void;
  disabled?: boolean;
  /** What the focus belongs to (the image key), for the group's name. */
  label: string;
}

/** The focus point of an image as a 3×3 grid over it (left/center/right × top/center/bottom). */
export function FocusPicker({ value, onChange, disabled = false, label }: FocusPickerProps) {
  return (
    <Box
      role="group"
      aria-label={t('dataFields.image.focus', { label })}
      sx={{
        position: 'absolute',
        inset: 0,
        display: 'grid',
        gridTemplate: 'repeat(3, 1fr) / repeat(3, 1fr)',
      }}
    >
      {POSITIONS.map((position) => {
        const active = position === value;
        return (
          <ButtonBase
            key={position}
            disabled={disabled}
            aria-pressed={active}
            aria-label={t('dataFields.image.focusPoint', { position })}
            onClick={() => onChange(position)}
            sx={{ '&:hover span, &:focus-visible span': { opacity: 1 } }}
          >
            <Box
              component="span"
              sx={{
                width: 14,
                height: 14,
                borderRadius: '50%',
                border: 2,
                borderColor: 'common.white',
                bgcolor: active ? 'primary.main' : 'rgba(0,0,0,0.35)',
                opacity: active ? 1 : 0.6,
                boxShadow: 1,
              }}
            />
          </ButtonBase>
        );
      })}
    </Box>
  );
}
