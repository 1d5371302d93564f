export { SearchPalette } from './search-palette';
export type { PaletteDestination } from './palette-options';
