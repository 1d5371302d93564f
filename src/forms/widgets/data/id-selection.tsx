import Cancel from '@mui/icons-material/Cancel';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState, type ReactElement, type ReactNode } from 'react';
import { t } from '@/i18n';
import { IdListInput } from './id-list-input';
import { addIds } from './parse-id-list';

export interface IdSelectionProps {
  /** The field's label (the heading). */
  label: string;
  /** What one id is ('product ID'): the button reads 'Add <itemLabel>'. */
  itemLabel: string;
  ids: number[];
  onChange: (ids: number[]) => void;
  /** The message when an id is picked a second time. */
  duplicateMessage: string;
  locked?: boolean;
  /** The chip text of an id (a name once it is known). */
  chipLabel?: (id: number) => string;
  chipAvatar?: (id: number) => ReactElement | undefined;
  /** Shown after an id's chip (e.g. 'In trash' for a referenced item in the trash). */
  chipExtra?: (id: number) => ReactNode;
  /** When given, new ids go here (e.g. to be looked up first) instead of straight into the selection. */
  onAddIds?: (ids: number[]) => void;
  /** A search beside the comma input; it adds through the `add` it is given. */
  renderSearch?: (add: (ids: number[]) => void) => ReactNode;
}

/**
 * A list of ids: the comma input, an optional search, and a chip per id with remove. Picking an id that is
 * already selected adds nothing and says so.
 */
export function IdSelection({
  label,
  itemLabel,
  ids,
  onChange,
  duplicateMessage,
  locked = false,
  chipLabel = (id) => `#${id}`,
  chipAvatar,
  chipExtra,
  onAddIds,
  renderSearch,
}: IdSelectionProps) {
  const headingId = useId();
  const [error, setError] = useState<string>();
  const add = (added: number[]) => {
    const result = addIds(ids, added);
    setError(result.duplicates.length > 0 ? duplicateMessage : undefined);
    const fresh = result.ids.slice(ids.length);
    if (fresh.length === 0) return;
    if (onAddIds) onAddIds(fresh);
    else onChange(result.ids);
  };
  return (
    <Box role="group" aria-labelledby={headingId}>
      <Typography id={headingId} variant="subtitle2" component="p" sx={{ mb: 1 }}>
        {label}
      </Typography>
      <Stack spacing={1}>
        <IdListInput
          label={itemLabel}
          onAdd={add}
          disabled={locked}
          error={error}
          onEdit={() => setError(undefined)}
        />
        {!locked && renderSearch?.(add)}
        {ids.length > 0 && (
          <Box
            component="ul"
            aria-label={label}
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, p: 0, m: 0 }}
          >
            {ids.map((id) => (
              <Box component="li" key={id} sx={{ listStyle: 'none', maxWidth: '100%', minWidth: 0 }}>
                {/* A long name ends in an ellipsis within the field's width (the full text is the title). */}
                <Chip
                  label={chipLabel(id)}
                  title={chipLabel(id)}
                  sx={{ maxWidth: '100%' }}
                  avatar={chipAvatar?.(id)}
                  {...(locked
                    ? {}
                    : {
                        deleteIcon: (
                          <Cancel aria-label={t('dataFields.idList.remove', { label: chipLabel(id) })} />
                        ),
                        onDelete: () => {
                          setError(undefined);
                          onChange(ids.filter((other) => other !== id));
                        },
                      })}
                />
                {chipExtra?.(id)}
              </Box>
            ))}
          </Box>
        )}
      </Stack>
    </Box>
  );
}
