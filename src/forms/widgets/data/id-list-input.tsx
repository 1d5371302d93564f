import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { t } from '@/i18n';
import { parseIdList } from './parse-id-list';

export interface IdListInputProps {
  /** What the ids are ('product ID'): the button reads 'Add <label>'. */
  label: string;
  /** Called with the parsed ids of a submit that has any; the input clears after every submit. */
  onAdd: (ids: number[]) => void;
  disabled?: boolean;
  /** An error shown under the input (duplicates, ids the server refused). */
  error?: string;
  /** The text changed: a shown error is about an earlier submit (the caller clears it). */
  onEdit?: () => void;
  id?: string;
}

/**
 * The comma id input (spec 1 §5): the typed text is parsed by {@link parseIdList} on submit (Enter or the
 * button), so no raw text reaches a call; the button is disabled while the input is empty.
 */
export function IdListInput({ label, onAdd, disabled = false, error, id, onEdit }: IdListInputProps) {
  const [text, setText] = useState('');
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (text.trim() === '') return;
    const ids = parseIdList(text);
    setText('');
    if (ids.length > 0) onAdd(ids);
  };
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
      <TextField
        id={id}
        size="small"
        fullWidth
        value={text}
        disabled={disabled}
        label={t('dataFields.idList.inputLabel', { label })}
        placeholder={t('dataFields.idList.placeholder')}
        error={Boolean(error)}
        helperText={error}
        onChange={(event) => {
          setText(event.target.value);
          onEdit?.();
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') submit(event);
        }}
      />
      <Button
        variant="outlined"
        disabled={disabled || text.trim() === ''}
        onClick={() => submit()}
        sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
      >
        {t('dataFields.idList.add', { label })}
      </Button>
    </Stack>
  );
}
