/** Presence on an editor (issue 23): who else has the entity open. */
export { PresenceAvatars } from './presence-avatars';
