import EventIcon from '@mui/icons-material/Event';
import FilterListIcon from '@mui/icons-material/FilterList';
import HistoryIcon from '@mui/icons-material/History';
import ReportIcon from '@mui/icons-material/ReportProblemOutlined';
import StorefrontIcon from '@mui/icons-material/Storefront';
import WidgetsIcon from '@mui/icons-material/WidgetsOutlined';
import type { SvgIconProps } from '@mui/material/SvgIcon';

const ICONS = {
  history: HistoryIcon,
  event: EventIcon,
  report: ReportIcon,
  storefront: StorefrontIcon,
  filter_list: FilterListIcon,
};

/** The icon a widget schema names (Material icon names); a generic one for names it does not know. */
export function WidgetIcon({ name, ...props }: { name: string | undefined } & SvgIconProps) {
  const Icon = (name && ICONS[name as keyof typeof ICONS]) || WidgetsIcon;
  return <Icon {...props} />;
}
