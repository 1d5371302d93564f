/** The wizard feature: the entity editing wizard of every entity type (spec 2 §2, §4.1, §5.2). */
export { Wizard, type WizardProps } from './wizard';
export type {
  WizardCommentsSlotProps,
  WizardEditorSlotProps,
  WizardEntitySlotProps,
  WizardHistorySlotProps,
  WizardPublishSlotProps,
  WizardSlots,
} from './slots';
