/** The block editor (spec 2 §2.7): the content step's block lists and the active block's panel. */
export { BlockEditor } from './block-editor';
export { BlockPanel } from './block-panel';
