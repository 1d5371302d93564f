import AccountTreeIcon from '@mui/icons-material/AccountTreeOutlined';
import GridViewIcon from '@mui/icons-material/GridView';
import ViewListIcon from '@mui/icons-material/ViewList';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import { memo, type ReactElement } from 'react';
import { t, type MessageKey } from '@/i18n';
import type { SwitchableView } from './default-view';

const ICONS: Record<SwitchableView, ReactElement> = {
  list: <ViewListIcon fontSize="small" />,
  tile: <GridViewIcon fontSize="small" />,
  nested: <AccountTreeIcon fontSize="small" />,
};

/** The view switch (only rendered when more than one view exists); nested is disabled while filters apply. */
export const ViewSwitch = memo(function ViewSwitch({
  views,
  value,
  nestedDisabled,
  onChange,
}: {
  views: readonly SwitchableView[];
  value: SwitchableView;
  nestedDisabled: boolean;
  onChange: (view: SwitchableView) => void;
}) {
  if (views.length < 2) return null;
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={value}
      aria-label={t('overview.view.label')}
      onChange={(_, next: SwitchableView | null) => {
        if (next) onChange(next);
      }}
    >
      {views.map((view) => {
        const label = t(`overview.view.${view}` as MessageKey);
        return (
          <ToggleButton
            key={view}
            value={view}
            aria-label={label}
            disabled={view === 'nested' && nestedDisabled}
          >
            <Tooltip title={label}>{ICONS[view]}</Tooltip>
          </ToggleButton>
        );
      })}
    </ToggleButtonGroup>
  );
});
