import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { FormNode, FormSection } from '@generated/model';
import { SectionForm } from '@/features/wizard/section-form';
import { flushPendingEdits } from '@/forms/pending-edits';

type Values = Record<string, unknown>;

/** Puts `value` into a text field and hands it to its form, as the next action (or the typing's pause) does. */
function typeText(input: HTMLElement, value: string) {
  fireEvent.change(input, { target: { value } });
  act(() => flushPendingEdits());
}

const text = (name: string): FormNode => ({ name, label: name, type: 'field', component: 'TextField' });

/** A step like the core page's SEO step: one group large enough to be split into a part per child. */
const section: FormSection = {
  label: 'SEO',
  attributes: { slug: 'seo', isAppConstrained: true },
  items: [
    text('name'),
    {
      name: 'seodata',
      label: 'SEO',
      type: 'group',
      items: [
        { name: 'meta', label: 'Meta', type: 'group', items: [text('title'), text('description')] },
        {
          name: 'locales',
          label: 'Per locale',
          type: 'group',
          items: Array.from({ length: 6 }, (_, i) => ({
            name: `l${i}`,
            label: `Locale ${i}`,
            type: 'group' as const,
            items: Array.from({ length: 5 }, (_, j) => text(`f${j}`)),
          })),
        },
      ],
    },
  ],
};

function Harness({ initial, seen }: { initial: Values; seen: Values[] }) {
  const [values, setValues] = useState(initial);
  return (
    <SectionForm
      section={section}
      formData={values}
      onChange={(next) => {
        seen.push(next);
        setValues(next);
      }}
      errors={{ 'seodata.locales.l2.f1': ['The f1 field is required.'] }}
      errorPrefix=""
      formContext={{ appId: 1, entityType: 'core-page', entityId: 7 }}
      readOnly={false}
    />
  );
}

describe('SectionForm', () => {
  it('splits a large group into parts under headings and merges each part into the values in place', () => {
    const seen: Values[] = [];
    const initial = {
      name: 'Sale',
      untouched: 'kept',
      seodata: {
        meta: { title: 'T', description: 'D' },
        locales: { l0: { f0: 'a' }, l3: { f4: 'z' } },
        extra: 1,
      },
    };
    render(<Harness initial={initial} seen={seen} />);
    expect(screen.getByRole('heading', { name: 'SEO' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Per locale' })).toBeInTheDocument();
    expect(screen.getAllByRole('textbox', { name: 'f0' })[0]).toHaveValue('a');

    typeText(screen.getAllByRole('textbox', { name: 'f2' })[1]!, 'new');
    expect(seen.at(-1)).toEqual({
      name: 'Sale',
      untouched: 'kept',
      seodata: {
        meta: { title: 'T', description: 'D' },
        locales: { l0: { f0: 'a' }, l1: { f2: 'new' }, l3: { f4: 'z' } },
        extra: 1,
      },
    });
    typeText(screen.getByRole('textbox', { name: 'title' }), 'T2');
    expect((seen.at(-1)?.seodata as { meta: Values; locales: Values }).meta.title).toBe('T2');
    expect((seen.at(-1)?.seodata as { locales: Values }).locales.l1).toEqual({ f2: 'new' });
  });

  it('merges a part into the current values (getFormData) when the values it was rendered with are older', () => {
    const seen: Values[] = [];
    render(
      <SectionForm
        section={section}
        formData={{ name: 'Sale', seodata: { meta: { title: 'T' } } }}
        getFormData={() => ({ name: 'Sale typed', seodata: { meta: { title: 'T' } } })}
        onChange={(next) => seen.push(next)}
        errors={{}}
        errorPrefix=""
        formContext={{ appId: 1, entityType: 'core-page', entityId: 7 }}
        readOnly={false}
      />,
    );
    typeText(screen.getByRole('textbox', { name: 'title' }), 'T2');
    expect(seen.at(-1)).toEqual({ name: 'Sale typed', seodata: { meta: { title: 'T2' } } });
  });

  it("sends an emptied text field as '' (not undefined, which the save payload would leave out)", () => {
    const seen: Values[] = [];
    render(<Harness initial={{ name: 'Summer', seodata: { meta: { title: 'T' } } }} seen={seen} />);
    typeText(screen.getByRole('textbox', { name: 'name' }), '');
    expect(seen.at(-1)).toHaveProperty('name', '');
    expect(JSON.parse(JSON.stringify(seen.at(-1)))).toHaveProperty('name', '');
    typeText(screen.getByRole('textbox', { name: 'title' }), '');
    expect((seen.at(-1)?.seodata as { meta: Values }).meta.title).toBe('');
  });

  it('shows values loaded from elsewhere (a restored draft, another version) after own typing', () => {
    const props = {
      section,
      onChange: () => undefined,
      errors: {},
      errorPrefix: '',
      formContext: { appId: 1, entityType: 'core-page' as const, entityId: 7 },
      readOnly: false,
    };
    const { rerender } = render(<SectionForm {...props} formData={{ name: 'Saved' }} />);
    typeText(screen.getByRole('textbox', { name: 'name' }), 'Typed');
    rerender(
      <SectionForm {...props} formData={{ name: 'From the draft', seodata: { meta: { title: 'D' } } }} />,
    );
    expect(screen.getByRole('textbox', { name: 'name' })).toHaveValue('From the draft');
    expect(screen.getByRole('textbox', { name: 'title' })).toHaveValue('D');
    rerender(<SectionForm {...props} formData={{ name: 'Saved' }} />);
    expect(screen.getByRole('textbox', { name: 'name' })).toHaveValue('Saved');
    expect(screen.getByRole('textbox', { name: 'title' })).toHaveValue('');
  });

  it('keeps the typed values when the server errors change after a save (not the values it first got)', () => {
    function Saving() {
      const [values, setValues] = useState<Values>({ name: '' });
      const [errors, setErrors] = useState<Record<string, string[]>>({ name: ['field is required'] });
      return (
        <>
          <SectionForm
            section={section}
            formData={values}
            onChange={setValues}
            errors={errors}
            errorPrefix=""
            formContext={{ appId: 1, entityType: 'core-page', entityId: 7 }}
            readOnly={false}
          />
          {/* A save: the server's values (the same text) and no errors any more. */}
          <button type="button" onClick={() => (setValues({ ...values }), setErrors({}))}>
            saved
          </button>
        </>
      );
    }
    render(<Saving />);
    typeText(screen.getByRole('textbox', { name: 'name' }), 'Fixed');
    fireEvent.click(screen.getByRole('button', { name: 'saved' }));
    expect(screen.queryByText('field is required')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'name' })).toHaveValue('Fixed');
  });

  it('shows server errors on the fields of a split part', () => {
    render(<Harness initial={{}} seen={[]} />);
    expect(screen.getByText('The f1 field is required.')).toBeInTheDocument();
  });
});
