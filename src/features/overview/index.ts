/** The overview feature: the schema-driven overview page of every entity type (spec 1 §2.7, §4.1). */
export { OverviewPage, type OverviewPageProps } from './overview-page';
export type { MediaUrls } from './overview-context';
