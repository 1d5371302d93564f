import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';
import { useEffect, useRef, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from './search-debounce';

interface SearchFieldProps {
  label: string;
  value: string;
  /** Called with the trimmed text once typing pauses, only when it differs from `value`. */
  onSearch: (term: string) => void;
  sx?: SxProps<Theme>;
}

/** A search box: typing is debounced 500 ms before `onSearch`; an outside change (Reset) replaces the text. */
export function SearchField({ label, value, onSearch, sx }: SearchFieldProps) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  if (shown !== value) {
    // The value changed from outside: show it (render-time sync, no effect needed).
    setShown(value);
    setText(value);
  }
  useEffect(() => () => clearTimeout(timer.current), []);
  return (
    <TextField
      size="small"
      type="search"
      label={label}
      value={text}
      onChange={(event) => {
        const next = event.target.value;
        setText(next);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => {
          if (next.trim() !== value.trim()) onSearch(next.trim());
        }, SEARCH_DEBOUNCE_MS);
      }}
      sx={sx}
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
