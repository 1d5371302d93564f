import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import type { FormSection } from '@generated/model';
import { t } from '@/i18n';

export interface TranslationTarget {
  appId: number;
  name: string;
}

interface TranslationDialogProps {
  mainShopName: string;
  targets: readonly TranslationTarget[];
  /** The translatable sections: always all of them, shown selected and disabled (spec 2 §5.2). */
  sections: readonly FormSection[];
  /** A new or dirty entity cannot request (spec 2 §5.2). */
  requestDisabled: boolean;
  busy: boolean;
  onClose: () => void;
  onRequest: (appIds: number[]) => void;
}

/**
 * The translation modal (spec 2 §2.6, §5.2): target shops (at least one: 'Select at least one shop to translate
 * to'), the translatable sections always selected and disabled, Request disabled for a new or dirty entity.
 * Mounted per opening.
 */
export function TranslationDialog({
  mainShopName,
  targets,
  sections,
  requestDisabled,
  busy,
  onClose,
  onRequest,
}: TranslationDialogProps) {
  const titleId = useId();
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const [tried, setTried] = useState(false);
  const toggle = (appId: number) => {
    const next = new Set(chosen);
    if (next.has(appId)) next.delete(appId);
    else next.add(appId);
    setChosen(next);
  };
  const noTarget = chosen.size === 0;
  const submit = () => {
    setTried(true);
    if (noTarget) return;
    onRequest(targets.filter((target) => chosen.has(target.appId)).map((target) => target.appId));
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>{t('translations.modal.title')}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Typography variant="body2" color="text.secondary">
          {t('translations.modal.from', { shop: mainShopName })}
        </Typography>
        <Box role="group" aria-label={t('translations.modal.sections')}>
          <Typography variant="subtitle2">{t('translations.modal.sections')}</Typography>
          {sections.length === 0 ? (
            <Typography variant="body2">{t('translations.modal.noSections')}</Typography>
          ) : (
            <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', columnGap: 2 }}>
              {sections.map((section) => (
                <FormControlLabel
                  key={section.attributes.slug}
                  label={section.label}
                  control={<Checkbox checked disabled />}
                />
              ))}
            </Box>
          )}
        </Box>
        <Box role="group" aria-label={t('translations.modal.shops')}>
          <Typography variant="subtitle2">{t('translations.modal.shops')}</Typography>
          <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', columnGap: 2 }}>
            {targets.map((target) => (
              <FormControlLabel
                key={target.appId}
                label={target.name}
                sx={{ minWidth: 0, '& .MuiFormControlLabel-label': { overflowWrap: 'anywhere' } }}
                control={
                  <Checkbox checked={chosen.has(target.appId)} onChange={() => toggle(target.appId)} />
                }
              />
            ))}
          </Box>
        </Box>
        {tried && noTarget && <Alert severity="error">{t('translations.modal.noTarget')}</Alert>}
        {requestDisabled && <Alert severity="info">{t('translations.modal.saveFirst')}</Alert>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('translations.modal.cancel')}</Button>
        <Button
          variant="contained"
          disabled={requestDisabled || busy || sections.length === 0}
          onClick={submit}
        >
          {t('translations.modal.request')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
