import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { t } from '@/i18n';
import { hasTrash, trashPath } from './trash-rules';

/** The overview's way to its type's trash ('Trash'); nothing for types that are never deleted. */
export function TrashLink({ type }: { type: string }) {
  if (!hasTrash(type)) return null;
  return (
    <Button
      component={RouterLink}
      to={trashPath(type)}
      variant="text"
      size="small"
      startIcon={<DeleteOutlineIcon aria-hidden />}
    >
      {t('trash.link')}
    </Button>
  );
}
