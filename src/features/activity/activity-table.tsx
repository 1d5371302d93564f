import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { ActivityItem } from '@generated/model';
import { t } from '@/i18n';
import { formatDateTime } from '@/lib/format-date';
import { entityLink, versionLink } from './activity-links';
import { actorName, entityLabel, kindDetail, kindLabel, shopNamesOf, typeLabel } from './activity-text';

interface ActivityTableProps {
  items: readonly ActivityItem[];
  shops: ReadonlyMap<number, string>;
}

/** The feed as a table: when, who, what (with the version a save made), which entity, which shop. */
export function ActivityTable({ items, shops }: ActivityTableProps) {
  return (
    <Table size="small" aria-label={t('activity.table')}>
      <TableHead>
        <TableRow>
          <TableCell component="th" scope="col">
            {t('activity.column.when')}
          </TableCell>
          <TableCell component="th" scope="col">
            {t('activity.column.who')}
          </TableCell>
          <TableCell component="th" scope="col">
            {t('activity.column.what')}
          </TableCell>
          <TableCell component="th" scope="col">
            {t('activity.column.entity')}
          </TableCell>
          <TableCell component="th" scope="col">
            {t('activity.column.shop')}
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {items.map((item) => (
          <ActivityRow key={item.id} item={item} shops={shops} />
        ))}
      </TableBody>
    </Table>
  );
}

function ActivityRow({ item, shops }: { item: ActivityItem; shops: ReadonlyMap<number, string> }) {
  const entity = entityLink(item);
  const version = versionLink(item);
  const name = entityLabel(item);
  const detail = kindDetail(item);
  const type = typeLabel(item.entityType);
  return (
    <TableRow data-testid="activity-row" hover>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        <time dateTime={item.createdAt}>{formatDateTime(item.createdAt)}</time>
      </TableCell>
      <TableCell>{actorName(item)}</TableCell>
      <TableCell>
        {kindLabel(item.kind)}
        {detail && version ? (
          <>
            {' · '}
            <Link
              component={RouterLink}
              to={version}
              aria-label={t('activity.versionLink', { version: item.version ?? '', name: name ?? '' })}
            >
              {detail}
            </Link>
          </>
        ) : (
          detail && (
            <Typography component="span" variant="body2" color="text.secondary">{` · ${detail}`}</Typography>
          )
        )}
      </TableCell>
      <TableCell>
        {name &&
          (entity ? (
            <Link component={RouterLink} to={entity}>
              {name}
            </Link>
          ) : (
            <span>
              {name}
              {item.entityGone ? ` ${t('activity.gone')}` : ''}
            </span>
          ))}
        {type && (
          <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
            {type}
          </Typography>
        )}
      </TableCell>
      <TableCell>{shopNamesOf(item, shops).join(', ')}</TableCell>
    </TableRow>
  );
}
