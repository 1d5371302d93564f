import { useColorScheme } from '@mui/material/styles';
import { useEffect } from 'react';
import { useCurrentUser } from '../api/session';

/**
 * The signed-in user's stored colour scheme becomes the page's mode (and the ThemeProvider's stored copy,
 * which choose-shell.ts reads before the next first paint): another device's choice wins after sign-in.
 */
export function useUserColorScheme(): void {
  const stored = useCurrentUser().data?.colorScheme;
  const { mode, setMode } = useColorScheme();
  // The mode is undefined until the ThemeProvider has read its stored copy.
  const ready = mode !== undefined;
  useEffect(() => {
    if (stored && ready && stored !== mode) setMode(stored);
    // Only a new stored value applies: the account menu sets the mode itself before the answer arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stored, ready]);
}
