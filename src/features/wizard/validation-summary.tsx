import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { t } from '@/i18n';
import type { ShopMessageGroups, ValidationLink } from './validation-groups';

interface ValidationSummaryProps {
  shops: readonly ShopMessageGroups[];
  /** Opens the message's field: its step, shop and block, then focuses it. */
  onOpen: (link: ValidationLink) => void;
}

/** Long lists scroll inside the panel, so the step's form stays near the top. */
const LIST_MAX_HEIGHT = 280;

/**
 * The server validation above the step's form (spec 2 §5.1): per shop ('<other>' first) its title
 * 'N error(s)' and message groups; every message is a link to its field. Collapsible, open by default.
 */
export function ValidationSummary({ shops, onOpen }: ValidationSummaryProps) {
  const [open, setOpen] = useState(true);
  const headingId = useId();
  const listId = useId();
  if (shops.length === 0) return null;
  return (
    <Alert
      severity="error"
      component="section"
      // A region, not a live alert: it stays on screen while the user works (the toasts announce a save).
      role="region"
      aria-labelledby={headingId}
      sx={{ mb: 3, '& .MuiAlert-message': { width: '100%' } }}
      action={
        <Button
          color="inherit"
          size="small"
          sx={{ whiteSpace: 'nowrap' }}
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((value) => !value)}
        >
          {t(open ? 'wizard.validation.hide' : 'wizard.validation.show')}
        </Button>
      }
    >
      <Typography id={headingId} component="h2" variant="subtitle2" sx={{ fontWeight: 600 }}>
        {t('wizard.validation.heading')}
      </Typography>
      <Typography variant="body2">{shops.map((shop) => shop.summary).join(' · ')}</Typography>
      <Collapse in={open} id={listId}>
        <Stack spacing={1.5} sx={{ mt: 1.5, maxHeight: LIST_MAX_HEIGHT, overflowY: 'auto', pr: 1 }}>
          {shops.map((shop) => (
            <Box key={shop.appId ?? 'other'} component="section" aria-label={`${shop.source}: ${shop.title}`}>
              <Typography component="h3" variant="body2" sx={{ fontWeight: 600 }}>
                {shop.source} · {shop.title}
              </Typography>
              <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                {shop.groups.map((group) => (
                  <Box component="li" key={group.key} sx={{ mt: 0.5 }}>
                    <Typography variant="body2" component="span" sx={{ fontWeight: 500 }}>
                      {group.title}
                    </Typography>
                    <Box component="ul" sx={{ m: 0, pl: 2, listStyle: 'none' }}>
                      {group.messages.map((message) => (
                        <li key={message}>
                          <Link
                            component="button"
                            type="button"
                            variant="body2"
                            color="inherit"
                            aria-label={t('wizard.validation.goTo', { title: group.title, message })}
                            onClick={() => onOpen(group.link)}
                            sx={{ textAlign: 'left', display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
                          >
                            <ErrorOutlineIcon fontSize="inherit" aria-hidden />
                            {message}
                          </Link>
                        </li>
                      ))}
                    </Box>
                  </Box>
                ))}
              </Box>
            </Box>
          ))}
        </Stack>
      </Collapse>
    </Alert>
  );
}
