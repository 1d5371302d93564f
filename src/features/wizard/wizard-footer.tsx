import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { FormSection } from '@generated/model';
import { t } from '@/i18n';

interface WizardFooterProps {
  sections: readonly FormSection[];
  current: number;
  onStep: (index: number) => void;
}

/** The sticky footer: numbered step circles, Back and Next (hidden at the ends, spec 2 §2.2). */
export function WizardFooter({ sections, current, onStep }: WizardFooterProps) {
  return (
    <Box
      component="nav"
      aria-label={t('wizard.stepper')}
      sx={{
        position: 'sticky',
        bottom: 0,
        zIndex: 2,
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        px: 3,
        py: 1.5,
        bgcolor: 'background.paper',
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Box sx={{ width: 96 }}>
        {current > 0 && <Button onClick={() => onStep(current - 1)}>{t('wizard.stepBack')}</Button>}
      </Box>
      <Box
        component="ol"
        sx={{
          display: 'flex',
          gap: 1.5,
          listStyle: 'none',
          m: 0,
          p: 0,
          flexGrow: 1,
          justifyContent: 'center',
        }}
      >
        {sections.map((section, index) => {
          const active = index === current;
          return (
            <li key={section.attributes.slug}>
              <Box
                component="button"
                type="button"
                onClick={() => onStep(index)}
                aria-label={t('wizard.step', { number: index + 1, label: section.label })}
                aria-current={active ? 'step' : undefined}
                title={section.label}
                sx={{
                  width: 32,
                  height: 32,
                  borderRadius: '50%',
                  border: 2,
                  borderColor: active ? 'primary.main' : 'divider',
                  bgcolor: active ? 'primary.main' : 'background.paper',
                  color: active ? 'primary.contrastText' : 'text.primary',
                  font: 'inherit',
                  fontWeight: 600,
                  cursor: 'pointer',
                }}
              >
                {index + 1}
              </Box>
            </li>
          );
        })}
      </Box>
      <Box sx={{ width: 96, textAlign: 'right' }}>
        {current < sections.length - 1 && (
          <Button variant="contained" onClick={() => onStep(current + 1)}>
            {t('wizard.stepNext')}
          </Button>
        )}
      </Box>
    </Box>
  );
}
