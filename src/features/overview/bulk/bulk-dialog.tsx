import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { keepPreviousData } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useListTags } from '@generated/api/tags/tags';
import type { App, BulkAction, BulkActionKind, Tag } from '@generated/model';
import type { EntityConfig } from '@/entities';
import { editPath } from '@/entities/paths';
import { t } from '@/i18n';
import { isRunning, progressText, refusalLines, resultSummary } from './bulk-summary';
import { ACTION_LABEL } from './bulk-toolbar';
import type { BulkController } from './use-bulk-actions';

const TAG_OPTIONS = 50;

/**
 * The dialog of one bulk action: first what it needs (the shops of a publish, the tags, or the confirmation of a
 * delete), then the job's progress ('12 of 40 done', a labelled progressbar) and at the end its result: the
 * summary and each refused item, linked to its editor, with the reasons.
 */
export function BulkDialog({
  bulk,
  config,
  apps,
}: {
  bulk: BulkController;
  config: EntityConfig;
  apps: readonly App[];
}) {
  const action = bulk.dialog;
  const titleId = useId();
  if (!action) return null;
  const job = bulk.job;
  const running = job !== undefined && isRunning(job);
  return (
    <Dialog open onClose={running ? undefined : bulk.close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>
        {t('bulk.dialog.title', { action: t(ACTION_LABEL[action]), count: job?.total ?? bulk.count })}
      </DialogTitle>
      {job ? (
        <BulkProgress job={job} config={config} apps={apps} onClose={bulk.close} />
      ) : (
        <BulkChoice key={action} action={action} bulk={bulk} config={config} apps={apps} />
      )}
    </Dialog>
  );
}

function BulkChoice({
  action,
  bulk,
  config,
  apps,
}: {
  action: BulkActionKind;
  bulk: BulkController;
  config: EntityConfig;
  apps: readonly App[];
}) {
  const [appIds, setAppIds] = useState<number[]>([]);
  const [tags, setTags] = useState<Tag[]>([]);
  const perShop = (action === 'publish' || action === 'unpublish') && config.publishLevel === 'appConfig';
  const withTags = action === 'addTags' || action === 'removeTags';
  const ready = (!perShop || appIds.length > 0) && (!withTags || tags.length > 0);
  const toggleShop = (id: number) =>
    setAppIds((current) => (current.includes(id) ? current.filter((a) => a !== id) : [...current, id]));
  return (
    <>
      <DialogContent>
        {perShop && (
          <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
            <FormLabel component="legend">{t('bulk.dialog.shops')}</FormLabel>
            <FormGroup>
              {apps.map((app) => (
                <FormControlLabel
                  key={app.id}
                  control={<Checkbox checked={appIds.includes(app.id)} onChange={() => toggleShop(app.id)} />}
                  label={app.name}
                />
              ))}
            </FormGroup>
          </Box>
        )}
        {withTags && <TagPicker value={tags} onChange={setTags} />}
        {action === 'delete' && <Typography>{t('bulk.dialog.deleteText', { count: bulk.count })}</Typography>}
        {!perShop && !withTags && action !== 'delete' && (
          <Typography>{t('bulk.dialog.confirmText', { count: bulk.count })}</Typography>
        )}
        {bulk.startError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {bulk.startError}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={bulk.close}>{t('bulk.dialog.cancel')}</Button>
        <Button
          variant="contained"
          color={action === 'delete' ? 'error' : 'primary'}
          disabled={!ready || bulk.starting}
          onClick={() =>
            bulk.run(action, {
              ...(perShop ? { appIds } : {}),
              ...(withTags ? { tagIds: tags.map((tag) => tag.id) } : {}),
            })
          }
        >
          {t(ACTION_LABEL[action])}
        </Button>
      </DialogActions>
    </>
  );
}

function TagPicker({ value, onChange }: { value: Tag[]; onChange: (tags: Tag[]) => void }) {
  const [term, setTerm] = useState('');
  const options = useListTags(
    { ...(term.trim() ? { 'f[term]': term.trim() } : {}), perPage: TAG_OPTIONS },
    { query: { throwOnError: false, placeholderData: keepPreviousData } },
  );
  return (
    <Autocomplete
      multiple
      options={options.data?.data ?? []}
      value={value}
      onChange={(_event, next) => onChange(next)}
      onInputChange={(_event, next) => setTerm(next)}
      getOptionLabel={(tag) => tag.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      filterOptions={(all) => all}
      renderInput={(params) => <TextField {...params} label={t('bulk.dialog.tags')} autoFocus />}
    />
  );
}

function BulkProgress({
  job,
  config,
  apps,
  onClose,
}: {
  job: BulkAction;
  config: EntityConfig;
  apps: readonly App[];
  onClose: () => void;
}) {
  const running = isRunning(job);
  const labelId = useId();
  const percent = job.total > 0 ? Math.round((job.done / job.total) * 100) : 0;
  const refused = job.items.filter((item) => item.outcome === 'refused');
  const shopName = (appId: number) => apps.find((app) => app.id === appId)?.name ?? String(appId);
  return (
    <>
      <DialogContent>
        <Typography id={labelId} variant="body2" sx={{ mb: 1 }}>
          {progressText(job)}
        </Typography>
        <LinearProgress
          variant="determinate"
          value={percent}
          aria-labelledby={labelId}
          aria-valuetext={progressText(job)}
        />
        <Box role="status" aria-live="polite" sx={{ mt: 2 }}>
          {!running && (
            <Alert severity={job.status === 'failed' ? 'error' : refused.length ? 'warning' : 'success'}>
              {resultSummary(job)}
            </Alert>
          )}
        </Box>
        {!running && refused.length > 0 && (
          <Box component="ul" aria-label={t('bulk.result.refusedList')} sx={{ pl: 2, mt: 2, mb: 0 }}>
            {refused.map((item) => (
              <Box component="li" key={item.id} sx={{ mb: 1 }}>
                <Link component={RouterLink} to={editPath(config.type, item.id)}>
                  {item.name}
                </Link>
                {refusalLines(item, shopName).map((line) => (
                  <Typography key={line} variant="body2" color="text.secondary">
                    {line}
                  </Typography>
                ))}
              </Box>
            ))}
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={running}>
          {t('bulk.dialog.close')}
        </Button>
      </DialogActions>
    </>
  );
}
