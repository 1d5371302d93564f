/** The history feature: an entity's kept versions, their differences to the form, and Restore (issue 12). */
export { HistoryDrawer, type HistoryDrawerProps } from './history-drawer';
