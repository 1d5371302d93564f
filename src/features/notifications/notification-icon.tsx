import AssessmentOutlined from '@mui/icons-material/AssessmentOutlined';
import ChatBubbleOutline from '@mui/icons-material/ChatBubbleOutlined';
import ErrorOutline from '@mui/icons-material/ErrorOutlined';
import FlagOutlined from '@mui/icons-material/FlagOutlined';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import PublishedWithChanges from '@mui/icons-material/PublishedWithChanges';
import WarningAmberOutlined from '@mui/icons-material/WarningAmberOutlined';
import type { SvgIconComponent } from '@mui/icons-material';
import type { NotificationIcon as IconName } from '@generated/model';

const ICONS: Record<
  IconName,
  { Icon: SvgIconComponent; color: 'warning' | 'info' | 'error' | 'action' | 'primary' | 'success' }
> = {
  alert: { Icon: WarningAmberOutlined, color: 'warning' },
  comment: { Icon: ChatBubbleOutline, color: 'primary' },
  error: { Icon: ErrorOutline, color: 'error' },
  info: { Icon: InfoOutlined, color: 'info' },
  mission: { Icon: FlagOutlined, color: 'primary' },
  report: { Icon: AssessmentOutlined, color: 'action' },
  status: { Icon: PublishedWithChanges, color: 'success' },
};

/** The icon of a notification (spec 1 §3: alert, comment, error, info, mission, report, status). */
export function NotificationIcon({ icon }: { icon: IconName }) {
  const { Icon, color } = ICONS[icon] ?? ICONS.info;
  return <Icon color={color} fontSize="small" aria-hidden />;
}
