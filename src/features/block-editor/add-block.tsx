import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { styled } from '@mui/material/styles';
import Add from '@mui/icons-material/Add';
import { memo, useState } from 'react';
import type { BlockType } from '@generated/model';
import { t } from '@/i18n';
import { RowIconButton } from './row-parts';

/** The list item between two rows: a faint + that shows fully on hover or focus. */
const InsertItem = styled('li')({
  listStyle: 'none',
  display: 'flex',
  justifyContent: 'center',
  alignItems: 'center',
  height: 20,
  '& > button': { padding: 2, opacity: 0.5 },
  '& > button:hover, & > button:focus-visible': { opacity: 1 },
});

interface AddProps {
  /** The block types the slot takes (in the slot's order). */
  types: BlockType[];
  onAdd: (type: string) => void;
}

/**
 * The add control at the bottom of a slot (spec 2 §2.7): a searchable select 'Add Content Block' when the slot
 * takes several types, a button 'Add {label}' when one. The caller hides it at the slot's maxItems.
 */
export function AddBlockControl({ types, onAdd, slotLabel }: AddProps & { slotLabel: string }) {
  const [input, setInput] = useState('');
  if (types.length === 1) {
    const only = types[0]!;
    return (
      <Button startIcon={<Add />} variant="outlined" onClick={() => onAdd(only.name)} sx={{ mt: 1 }}>
        {t('blocks.addOne', { label: only.label })}
      </Button>
    );
  }
  return (
    <Autocomplete<BlockType>
      size="small"
      options={types}
      value={null}
      inputValue={input}
      onInputChange={(_event, value, reason) => setInput(reason === 'reset' ? '' : value)}
      getOptionLabel={(type) => type.label}
      isOptionEqualToValue={(a, b) => a.name === b.name}
      onChange={(_event, type) => {
        if (type) onAdd(type.name);
        setInput('');
      }}
      sx={{ mt: 1, maxWidth: 360 }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('blocks.add')}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, 'aria-description': slotLabel },
          }}
        />
      )}
    />
  );
}

/**
 * The insert handle between two rows: adds at that index (a menu of the types when there are several).
 * Memoised, and its menu mounted only while open: a slot of 300 blocks has 299 of them.
 */
export const InsertHandle = memo(function InsertHandle({
  types,
  onInsert,
  index,
  disabled,
}: {
  types: BlockType[];
  onInsert: (type: string, index: number) => void;
  index: number;
  disabled: boolean;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const label = t('blocks.insertAt', { position: index + 1 });
  return (
    <InsertItem aria-hidden={disabled}>
      <RowIconButton
        type="button"
        aria-label={label}
        disabled={disabled}
        onClick={(event) =>
          types.length === 1 ? onInsert(types[0]!.name, index) : setAnchor(event.currentTarget)
        }
      >
        <Add fontSize="small" />
      </RowIconButton>
      {anchor && (
        <Menu
          anchorEl={anchor}
          open
          onClose={() => setAnchor(null)}
          slotProps={{ list: { 'aria-label': label } }}
        >
          {types.map((type) => (
            <MenuItem
              key={type.name}
              onClick={() => {
                setAnchor(null);
                onInsert(type.name, index);
              }}
            >
              {type.label}
            </MenuItem>
          ))}
        </Menu>
      )}
    </InsertItem>
  );
});
