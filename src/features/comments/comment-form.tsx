import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { keepPreviousData } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useListUsers } from '@generated/api/users/users';
import { SEARCH_DEBOUNCE_MS } from '@/components/search-debounce';
import { t } from '@/i18n';
import { encodeComment, insertMention, mentionQuery, picksInText, type MentionPick } from './mention-text';

/** The mention textarea's height (spec 2 §9: 80 px). */
const TEXTAREA_HEIGHT = 80;
const SUGGESTIONS = 6;

interface CommentFormProps {
  busy: boolean;
  /** Sends the stored form; resolves true when it was saved (the form clears). */
  onSubmit: (text: string) => Promise<boolean>;
}

/**
 * The comment form (spec 2 §4.7): '@' opens the mention picker, which searches colleagues (GET /users,
 * debounced); picking one inserts '@Name'. An empty text sets the error state and focuses the input; a saved
 * comment clears the form.
 */
export function CommentForm({ busy, onSubmit }: CommentFormProps) {
  const [text, setText] = useState('');
  const [picks, setPicks] = useState<MentionPick[]>([]);
  const [error, setError] = useState(false);
  const [query, setQuery] = useState<{ term: string; start: number } | null>(null);
  const [debounced, setDebounced] = useState('');
  const [active, setActive] = useState(0);
  const input = useRef<HTMLTextAreaElement>(null);
  const caret = useRef(0);
  const listId = useId();

  useEffect(() => {
    const timer = setTimeout(() => setDebounced(query?.term ?? ''), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query?.term]);

  const users = useListUsers(
    { 'f[term]': debounced || undefined, page: 1, perPage: SUGGESTIONS },
    {
      query: {
        enabled: query !== null,
        placeholderData: keepPreviousData,
        select: (response) => response.data,
      },
    },
  );
  const suggestions = query ? (users.data ?? []) : [];

  const track = (value: string, position: number) => {
    caret.current = position;
    setText(value);
    setQuery(mentionQuery(value, position));
    setActive(0);
    if (error && value.trim()) setError(false);
  };

  const pick = (user: { id: number; name: string }) => {
    if (!query) return;
    const next = insertMention(text, query.start, caret.current, user.name);
    setPicks((previous) => [...previous, { id: user.id, name: user.name }]);
    setText(next.text);
    setQuery(null);
    requestAnimationFrame(() => {
      input.current?.focus();
      input.current?.setSelectionRange(next.caret, next.caret);
    });
  };

  const submit = async () => {
    if (!text.trim()) {
      setError(true);
      input.current?.focus();
      return;
    }
    const saved = await onSubmit(encodeComment(text.trim(), picksInText(text, picks)));
    if (saved) {
      setText('');
      setPicks([]);
      setQuery(null);
      setError(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (!query || suggestions.length === 0) return;
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActive((index) => (index + 1) % suggestions.length);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((index) => (index - 1 + suggestions.length) % suggestions.length);
    } else if (event.key === 'Enter' || event.key === 'Tab') {
      event.preventDefault();
      pick(suggestions[active] ?? suggestions[0]!);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      setQuery(null);
    }
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      sx={{ position: 'relative', display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      <TextField
        inputRef={input}
        label={t('comments.label')}
        placeholder={t('comments.placeholder')}
        multiline
        value={text}
        error={error}
        helperText={error ? t('comments.required') : undefined}
        onChange={(event) =>
          track(event.target.value, event.target.selectionStart ?? event.target.value.length)
        }
        onSelect={(event) => {
          const target = event.target as HTMLTextAreaElement;
          caret.current = target.selectionStart ?? 0;
        }}
        onKeyDown={onKeyDown}
        slotProps={{
          htmlInput: {
            'aria-autocomplete': 'list',
            'aria-controls': query ? listId : undefined,
            'aria-expanded': query !== null && suggestions.length > 0,
            maxLength: 5000,
          },
        }}
        sx={{
          '& textarea': { minHeight: TEXTAREA_HEIGHT, maxHeight: TEXTAREA_HEIGHT * 3, overflowY: 'auto' },
        }}
      />
      {query && (
        <Paper
          elevation={4}
          sx={{
            position: 'absolute',
            bottom: '100%',
            left: 0,
            right: 0,
            mb: 0.5,
            zIndex: 2,
            maxHeight: 300,
            overflowY: 'auto',
          }}
        >
          <Typography variant="caption" color="text.secondary" sx={{ px: 2, pt: 1, display: 'block' }}>
            {t('comments.mentionSuggestions')}
          </Typography>
          {suggestions.length === 0 ? (
            <Typography variant="body2" sx={{ px: 2, py: 1 }}>
              {t('comments.noSuggestions')}
            </Typography>
          ) : (
            <List dense id={listId} role="listbox" aria-label={t('comments.mentionSuggestions')}>
              {suggestions.map((user, index) => (
                <ListItemButton
                  key={user.id}
                  role="option"
                  aria-selected={index === active}
                  selected={index === active}
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => pick(user)}
                >
                  <ListItemText primary={user.name} secondary={user.email} />
                </ListItemButton>
              ))}
            </List>
          )}
        </Paper>
      )}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" disabled={busy}>
          {t('comments.submit')}
        </Button>
      </Box>
    </Box>
  );
}
