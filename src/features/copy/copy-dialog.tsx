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
import { useId, useMemo, useState } from 'react';
import type { BlockType, EditorSlot, FormSection } from '@generated/model';
import type { EntityFormValues } from '@/entities';
import { t } from '@/i18n';
import { planBlockCopy, planSectionCopy, type CopyPlan } from './copy-rules';

export type CopyMode = 'sections' | 'blocks';

interface CopyDialogProps {
  mode: CopyMode;
  values: EntityFormValues;
  sourceAppId: number;
  sections: readonly FormSection[];
  blockTypes: readonly BlockType[];
  slots: readonly EditorSlot[];
  shopName: (appId: number) => string;
  onClose: () => void;
  /** The whole copy in one step (every target or none). */
  onCopy: (values: EntityFormValues, targetAppIds: number[]) => void;
}

const toggled = (set: ReadonlySet<number | string>, key: number | string) => {
  const next = new Set(set);
  if (next.has(key)) next.delete(key);
  else next.add(key);
  return next;
};

const GRID = { display: 'grid', gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', columnGap: 2 } as const;

/**
 * The app-copy ('Copy To') and block-copy ('Copy and Insert content') modals (spec 2 §2.6, §4.6, §5.2). Every
 * change of the choice re-plans the copy (a dry run): each problem of each target shop is listed before
 * anything is written, and Copy stays disabled until there is none and at least one section or block and one
 * shop is chosen. Mounted per opening.
 */
export function CopyDialog({
  mode,
  values,
  sourceAppId,
  sections,
  blockTypes,
  slots,
  shopName,
  onClose,
  onCopy,
}: CopyDialogProps) {
  const titleId = useId();
  const [chosenSections, setChosenSections] = useState<ReadonlySet<string | number>>(new Set());
  const [chosenBlocks, setChosenBlocks] = useState<ReadonlySet<string | number>>(new Set());
  const [targets, setTargets] = useState<ReadonlySet<string | number>>(new Set());
  const source = values.appConfigs.find((config) => config.appId === sourceAppId);
  const copyable = sections.filter((section) => section.attributes.isAppConstrained === true);
  const blocks = [...(source?.contentElements ?? [])].sort(
    (a, b) => a.position.slot.localeCompare(b.position.slot) || a.index - b.index,
  );
  const labels = new Map(blockTypes.map((type) => [type.name, type.label]));
  const targetIds = values.appConfigs
    .map((config) => config.appId)
    .filter((appId) => appId !== sourceAppId && targets.has(appId));
  const chosenCount = mode === 'sections' ? chosenSections.size : chosenBlocks.size;

  const plan: CopyPlan | null = useMemo(() => {
    if (!chosenCount || !targetIds.length) return null;
    const request = { values, sourceAppId, targetAppIds: targetIds, slots, shopName };
    return mode === 'sections'
      ? planSectionCopy({
          ...request,
          sections: copyable.filter((s) => chosenSections.has(s.attributes.slug)),
        })
      : planBlockCopy({
          ...request,
          blockIds: blocks.filter((b) => chosenBlocks.has(b.id)).map((b) => b.id),
        });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the choice and the values are what the plan depends on
  }, [mode, values, sourceAppId, chosenSections, chosenBlocks, targets, slots]);

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>
        {t(mode === 'sections' ? 'copy.sections.title' : 'copy.blocks.title')}
      </DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Typography variant="body2" color="text.secondary">
          {t('copy.from', { shop: shopName(sourceAppId) })}
        </Typography>
        {mode === 'sections' ? (
          <Box role="group" aria-label={t('copy.sections')}>
            <Typography variant="subtitle2">{t('copy.sections')}</Typography>
            <Box sx={GRID}>
              {copyable.map((section) => (
                <FormControlLabel
                  key={section.attributes.slug}
                  label={section.label}
                  control={
                    <Checkbox
                      checked={chosenSections.has(section.attributes.slug)}
                      onChange={() => setChosenSections(toggled(chosenSections, section.attributes.slug))}
                    />
                  }
                />
              ))}
            </Box>
          </Box>
        ) : (
          <Box role="group" aria-label={t('copy.blocks')}>
            <Typography variant="subtitle2">{t('copy.blocks')}</Typography>
            <Box sx={{ maxHeight: 200, overflowY: 'auto', display: 'flex', flexDirection: 'column' }}>
              {blocks.map((block) => (
                <FormControlLabel
                  key={block.id}
                  label={t('copy.blockLabel', {
                    label: labels.get(block.type) ?? block.type,
                    cpid: block.tracking?.cpid.toUpperCase() ?? '--',
                  })}
                  control={
                    <Checkbox
                      checked={chosenBlocks.has(block.id)}
                      onChange={() => setChosenBlocks(toggled(chosenBlocks, block.id))}
                    />
                  }
                />
              ))}
            </Box>
          </Box>
        )}
        <Box role="group" aria-label={t('copy.shops')}>
          <Typography variant="subtitle2">{t('copy.shops')}</Typography>
          <Box sx={GRID}>
            {values.appConfigs
              .filter((config) => config.appId !== sourceAppId)
              .map((config) => (
                <FormControlLabel
                  key={config.appId}
                  label={shopName(config.appId)}
                  sx={{ minWidth: 0, '& .MuiFormControlLabel-label': { overflowWrap: 'anywhere' } }}
                  control={
                    <Checkbox
                      checked={targets.has(config.appId)}
                      onChange={() => setTargets(toggled(targets, config.appId))}
                    />
                  }
                />
              ))}
          </Box>
        </Box>
        <Alert severity="info">
          {t('copy.note.append')} {t('copy.note.cpid')}
        </Alert>
        {plan && plan.problems.length > 0 && (
          <Alert severity="error" role="alert">
            {t('copy.problems')}
            <Box component="ul" sx={{ m: 0, pl: 2 }}>
              {plan.problems.map((problem) => (
                <li key={`${problem.appId}:${problem.message}`}>{problem.message}</li>
              ))}
            </Box>
          </Alert>
        )}
        {plan?.values && (
          <Typography variant="body2" color="text.secondary">
            {t('copy.ready', { count: targetIds.length })}
          </Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('copy.cancel')}</Button>
        <Button
          variant="contained"
          disabled={!plan?.values}
          onClick={() => plan?.values && onCopy(plan.values, targetIds)}
        >
          {t('copy.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
