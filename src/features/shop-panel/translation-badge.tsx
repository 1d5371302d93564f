import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import { keyframes } from '@mui/material/styles';
import { t } from '@/i18n';
import { formatDate } from '@/lib/format-date';
import type { ShopTranslation, TranslationStatus } from './shop-row-model';

const flash = keyframes`
  0%, 100% { opacity: 1; }
  50% { opacity: 0.35; }
`;

const COLOURS: Record<TranslationStatus, 'success' | 'info' | 'default'> = {
  confirmed: 'success',
  in_translation: 'info',
  open: 'default',
  none: 'default',
};

interface TranslationBadgeProps {
  status: TranslationStatus;
  translation: ShopTranslation | undefined;
  /** The translations are loading: the grey badge flashes. */
  loading: boolean;
  /** In translation with a link: the badge is a button that opens it (the exchange file). */
  onOpenLink?: () => void;
}

/**
 * The translation badge of a shop row (spec 2 §2.5, §4.3): confirmed green, in_translation blue, none grey
 * (flashing while loading); linked while in translation with a link. The tooltip gives the dates (dd.MM.yyyy).
 */
export function TranslationBadge({ status, translation, loading, onOpenLink }: TranslationBadgeProps) {
  const label = t(`shopPanel.translation.${status}`);
  const dates = translation
    ? [
        t('shopPanel.translation.requested', { date: formatDate(translation.createdAt) }),
        ...(translation.confirmedAt
          ? [t('shopPanel.translation.confirmedAt', { date: formatDate(translation.confirmedAt) })]
          : []),
      ].join(' · ')
    : label;
  const linked = status === 'in_translation' && Boolean(translation?.link) && onOpenLink !== undefined;
  return (
    <Tooltip title={dates}>
      <Box component="span" sx={{ display: 'inline-flex' }}>
        <Chip
          size="small"
          variant={status === 'none' ? 'outlined' : 'filled'}
          color={COLOURS[status]}
          label={label}
          aria-label={t('shopPanel.translation.badge', { status: label })}
          data-translation-status={status}
          {...(linked
            ? {
                clickable: true,
                onClick: (event: React.MouseEvent) => {
                  event.stopPropagation();
                  onOpenLink?.();
                },
                onMouseDown: (event: React.MouseEvent) => event.stopPropagation(),
              }
            : {})}
          sx={{
            height: 20,
            fontSize: 11,
            ...(loading && status === 'none' ? { animation: `${flash} 1.2s ease-in-out infinite` } : {}),
          }}
        />
      </Box>
    </Tooltip>
  );
}
