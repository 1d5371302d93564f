import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState } from 'react';
import { t } from '../../i18n';
import { SEARCH_DEBOUNCE_MS } from './dashboard-constants';

/** A widget's search: trimmed, debounced 500 ms; an outside change (Reset) replaces the text. */
export function WidgetSearch({ value, onSearch }: { value: string; onSearch: (term: string) => void }) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  if (shown !== value) {
    setShown(value);
    setText(value);
  }
  useEffect(() => () => clearTimeout(timer.current), []);
  return (
    <TextField
      size="small"
      type="search"
      label={t('dashboard.widget.search')}
      value={text}
      onChange={(event) => {
        const next = event.target.value;
        setText(next);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => {
          if (next.trim() !== value.trim()) onSearch(next.trim());
        }, SEARCH_DEBOUNCE_MS);
      }}
      sx={{ minWidth: 160, flex: '1 1 180px', maxWidth: 320 }}
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
