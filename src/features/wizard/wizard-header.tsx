import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import type { FormSection } from '@generated/model';
import { t } from '@/i18n';
import { stepPath } from './steps';
import { keptState } from './wizard-address';

interface WizardHeaderProps {
  title: string;
  backPath: string;
  basePath: string;
  sections: readonly FormSection[];
  current: number;
  /** Beside the title: who else has the entity open. */
  presence?: ReactNode;
  /** The action bar, left to right: watchers, comments, Save, publish, the three-dot menu (spec 2 §2.3). */
  watchers?: ReactNode;
  comments?: ReactNode;
  publish?: ReactNode;
  menu?: ReactNode;
  saveDisabled: boolean;
  saving: boolean;
  onSave: () => void;
}

/** The wizard's header: back link, title, step links and the action bar. */
export function WizardHeader(props: WizardHeaderProps) {
  const { search, state } = useLocation();
  const saveButton = useRef<HTMLButtonElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  /** Whether the last save was started from the Save button (which then disables itself). */
  const savedFromButton = useRef(false);
  // A disabled button loses the focus to the body: after a save started there, focus goes to the page's
  // heading (the toast announces the outcome), never nowhere.
  useEffect(() => {
    if (!props.saveDisabled || !savedFromButton.current) return;
    savedFromButton.current = false;
    const active = document.activeElement;
    if (active === null || active === document.body || active === saveButton.current)
      heading.current?.focus();
  }, [props.saveDisabled]);
  return (
    <Box
      component="header"
      sx={{
        position: 'sticky',
        // Below the app bar, which stays on top of the page (it sets the variable).
        top: 'var(--app-bar-bottom, 0px)',
        zIndex: 3,
        bgcolor: 'background.default',
        borderBottom: 1,
        borderColor: 'divider',
        px: 3,
        pt: 1.5,
      }}
    >
      <Link
        component={RouterLink}
        to={props.backPath}
        underline="hover"
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
      >
        <ArrowBackIcon fontSize="small" />
        {t('wizard.back')}
      </Link>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mt: 0.5 }}>
        {/* One line, truncated with an ellipsis; the full title in the tooltip (a long name never pushes
            the form away). */}
        <Typography
          variant="h1"
          ref={heading}
          tabIndex={-1}
          noWrap
          title={props.title}
          sx={{ fontSize: '1.5rem', flex: '1 1 12rem', minWidth: 0 }}
        >
          {props.title}
        </Typography>
        {props.presence}
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          {props.watchers}
          {props.comments}
          <Button
            ref={saveButton}
            variant="contained"
            onClick={() => {
              savedFromButton.current = true;
              props.onSave();
            }}
            disabled={props.saveDisabled}
          >
            {props.saving ? t('wizard.saving') : t('wizard.save')}
          </Button>
          {props.publish}
          {props.menu}
        </Box>
      </Box>
      <Box
        component="nav"
        aria-label={t('wizard.steps')}
        sx={{ display: 'flex', gap: 3, mt: 1, overflowX: 'auto' }}
      >
        {props.sections.map((section, index) => {
          const active = index === props.current;
          return (
            <Link
              key={section.attributes.slug}
              component={RouterLink}
              to={stepPath(props.basePath, section.attributes.slug, search)}
              state={keptState(state)}
              aria-current={active ? 'step' : undefined}
              underline="none"
              sx={{
                py: 1,
                whiteSpace: 'nowrap',
                fontWeight: active ? 600 : 400,
                color: active ? 'primary.main' : 'text.secondary',
                borderBottom: 2,
                borderColor: active ? 'primary.main' : 'transparent',
              }}
            >
              {section.label}
            </Link>
          );
        })}
      </Box>
    </Box>
  );
}
