import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState } from 'react';
import { t } from '../../i18n';
import { SEARCH_DEBOUNCE_MS } from './address-query';

/** The search bar: typing is debounced 500 ms before `onSearch`; an outside change (Reset) replaces the text. */
export function SearchField({ value, onSearch }: { value: string; onSearch: (term: string) => void }) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  if (shown !== value) {
    // The address changed from outside: show it (render-time sync, no effect needed).
    setShown(value);
    setText(value);
  }
  useEffect(() => () => clearTimeout(timer.current), []);
  return (
    <TextField
      size="small"
      type="search"
      label={t('overview.search')}
      value={text}
      onChange={(event) => {
        const next = event.target.value;
        setText(next);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => {
          if (next.trim() !== value.trim()) onSearch(next);
        }, SEARCH_DEBOUNCE_MS);
      }}
      sx={{ minWidth: 240, flexGrow: 1, maxWidth: 420 }}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
