export { WatchersButton } from './watchers-button';
