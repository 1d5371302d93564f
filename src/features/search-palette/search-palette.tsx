import IconButton from '@mui/material/IconButton';
import SearchIcon from '@mui/icons-material/Search';
import { lazy, Suspense, useEffect, useState } from 'react';
import { HintTooltip } from '@/components/hint-tooltip';
import { t } from '@/i18n';
import { isInRichText, isPaletteShortcut } from './palette-keyboard';
import type { PaletteDestination } from './palette-options';

// The dialog (and its search hook) loads on first use; the app bar carries only the button and the shortcut.
const PaletteDialog = lazy(async () => ({ default: (await import('./palette-dialog')).PaletteDialog }));

interface SearchPaletteProps {
  /** The app's navigation entries: the palette's 'Go to …' and 'Create …' actions derive from them. */
  destinations: readonly PaletteDestination[];
}

/**
 * Search everywhere (issue 29): the app bar's search button and the Ctrl/⌘+K shortcut on every page, both
 * opening the command palette. The shortcut is left to the rich-text editor when the focus is in it
 * (docs/search-palette.md). Closing returns the focus where it was (MUI's focus trap); an opened page then moves it to its heading.
 */
export function SearchPalette({ destinations }: SearchPaletteProps) {
  const [open, setOpen] = useState(false);
  // Each opening starts empty: a new key remounts the dialog's state.
  const [opening, setOpening] = useState(0);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isPaletteShortcut(event) || event.defaultPrevented || isInRichText(event.target)) return;
      event.preventDefault();
      setOpen((already) => {
        if (!already) setOpening((n) => n + 1);
        return true;
      });
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <>
      <HintTooltip title={t('searchPalette.openLabel')}>
        <IconButton
          color="inherit"
          aria-label={t('searchPalette.openLabel')}
          aria-haspopup="dialog"
          aria-keyshortcuts="Control+K Meta+K"
          data-testid="search-palette-button"
          onClick={() => {
            setOpening((n) => n + 1);
            setOpen(true);
          }}
        >
          <SearchIcon aria-hidden />
        </IconButton>
      </HintTooltip>
      {opening > 0 ? (
        <Suspense fallback={null}>
          <PaletteDialog
            key={opening}
            open={open}
            destinations={destinations}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
