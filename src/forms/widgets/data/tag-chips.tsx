import Cancel from '@mui/icons-material/Cancel';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { useState } from 'react';
import { t } from '@/i18n';
import { visibleTags, type PickedTag } from './tag-values';

interface TagChipsProps {
  tags: PickedTag[];
  label: string;
  /** Absent: the chips cannot be removed. */
  onRemove?: (id: number) => void;
}

/** The picked tags by name: at most 5, then a '+ N more' button that shows the rest. */
export function TagChips({ tags, label, onRemove }: TagChipsProps) {
  const [expanded, setExpanded] = useState(false);
  const { shown, more } = visibleTags(tags, expanded);
  if (tags.length === 0) return null;
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, p: 0, m: 0 }}
    >
      {shown.map((tag) => {
        const name = tag.name ?? `#${tag.id}`;
        return (
          <Box component="li" key={tag.id} sx={{ listStyle: 'none' }}>
            <Chip
              size="small"
              label={name}
              {...(onRemove
                ? {
                    deleteIcon: <Cancel aria-label={t('dataFields.idList.remove', { label: name })} />,
                    onDelete: () => onRemove(tag.id),
                  }
                : {})}
            />
          </Box>
        );
      })}
      {more > 0 && (
        <Box component="li" sx={{ listStyle: 'none' }}>
          <Button size="small" onClick={() => setExpanded(true)}>
            {t('overview.moreTags', { count: more })}
          </Button>
        </Box>
      )}
    </Box>
  );
}
