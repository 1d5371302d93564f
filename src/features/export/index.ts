/** The export feature: the export button and modal of an overview (spec 1 §2.13). */
export { ExportConfigurator, type ExportConfiguratorProps } from './export-configurator';
