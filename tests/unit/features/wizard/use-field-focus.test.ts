import { describe, expect, it } from 'vitest';
import { fieldElementId, findFieldControl } from '@/features/wizard/use-field-focus';

describe('field focus', () => {
  it("names RJSF's element of a dotted path", () => {
    expect(fieldElementId('seo.title')).toBe('root_seo_title');
    expect(fieldElementId('teasers.2.title')).toBe('root_teasers_2_title');
    expect(fieldElementId('name')).toBe('root_name');
  });

  it("finds the field's own control, else the first control inside a custom field's container", () => {
    document.body.innerHTML = `
      <input id="root_name" />
      <div id="root_preview_imagesByType_desktop_default"><button type="button">Upload</button></div>`;
    expect(findFieldControl(document, 'name')?.id).toBe('root_name');
    expect(findFieldControl(document, 'preview.imagesByType')?.textContent).toBe('Upload');
    expect(findFieldControl(document, 'missing')).toBeNull();
    document.body.innerHTML = `
      <div class="MuiFormControl-root"><button type="button">Pick</button><ul id="root_ids__error"></ul></div>`;
    expect(findFieldControl(document, 'ids')?.textContent).toBe('Pick');
  });
});
