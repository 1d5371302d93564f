import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/entities/paths';
import { t } from '@/i18n';

/** Basic Info (spec 1 §2.10): name, e-mail and password live in the account panel. */
export function BasicInfo() {
  return (
    <Alert severity="info" sx={{ maxWidth: 640 }}>
      {t('profile.basicInfo.text')}{' '}
      <Link component={RouterLink} to={paths.account}>
        {t('profile.basicInfo.link')}
      </Link>
    </Alert>
  );
}
