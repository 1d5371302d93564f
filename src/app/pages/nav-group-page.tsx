import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { t } from '@/i18n';
import { navigationEntries, type NavGroupEntry } from '../layout/navigation';
import { getFeatureFlags } from '@/api/feature-flags';

/** A menu group's own route (/content, /profile, /media, /settings): the group's entries as links. */
export function NavGroupPage({ group }: { group: NavGroupEntry['key'] }) {
  const entry = navigationEntries(getFeatureFlags()).find(
    (candidate): candidate is NavGroupEntry => candidate.kind === 'group' && candidate.key === group,
  );
  if (!entry) return null;
  return (
    <>
      <Typography variant="h1" sx={{ mb: 1 }}>
        {entry.label}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('group.intro')}
      </Typography>
      <Paper variant="outlined" component="section" aria-label={entry.label} sx={{ maxWidth: 480 }}>
        <List disablePadding>
          {/* Each link inside its own list item: a list holds only items (axe: list). */}
          {entry.items.map((item) => (
            <ListItem key={item.to} disablePadding divider>
              <ListItemButton component={RouterLink} to={item.to}>
                <ListItemText primary={item.label} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Paper>
    </>
  );
}
