// A block type as the editor sees it (label, name, icon); its field schema is maintained in code.
import { f, formSchema, section } from './parts';

export const blockType = () =>
  formSchema('block-type', [
    section('general', 'General', false, [
      f.text('label', 'Label', { required: true, maxLength: 120 }),
      f.slug('name', 'Name'),
      f.text('icon', 'Icon', { maxLength: 60 }),
    ]),
  ]);
