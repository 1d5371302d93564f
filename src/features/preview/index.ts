/** The live preview (spec 2 §2.8, §4.8): the panel of the content step. Lazy-loaded by the app layer. */
export { PreviewPanel } from './preview-panel';
