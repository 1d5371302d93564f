import Avatar from '@mui/material/Avatar';
import AvatarGroup from '@mui/material/AvatarGroup';
import Tooltip from '@mui/material/Tooltip';
import { t } from '@/i18n';
import { initials } from '@/lib/initials';
import { usePresence } from './use-presence';

interface PresenceAvatarsProps {
  resourceType: string;
  resourceId: number | null;
  /** The name of whoever else holds the edit lock (marked), if anyone. */
  lockHolder: string | null;
}

/** Avatars (initials, spec 2 §9) of the others who have this entity open; the lock holder ringed. */
export function PresenceAvatars({ resourceType, resourceId, lockHolder }: PresenceAvatarsProps) {
  const others = usePresence(resourceType, resourceId);
  if (others.length === 0) return null;
  return (
    <AvatarGroup
      max={5}
      role="list"
      aria-label={t('presence.label')}
      sx={{ '& .MuiAvatar-root': { width: 32, height: 32, fontSize: '0.8rem' } }}
    >
      {others.map((user) => {
        const holds = lockHolder !== null && user.name === lockHolder;
        const label = t(holds ? 'presence.lockHolder' : 'presence.viewer', { name: user.name });
        return (
          <Tooltip key={user.id} title={label}>
            <Avatar
              role="listitem"
              aria-label={label}
              src={user.avatar ?? undefined}
              sx={holds ? { outline: '2px solid', outlineColor: 'error.main', outlineOffset: 1 } : undefined}
            >
              {initials(user.name)}
            </Avatar>
          </Tooltip>
        );
      })}
    </AvatarGroup>
  );
}
