import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { FormNode, FormSection } from '@generated/model';
import { SectionForm } from '@/features/wizard/section-form';

type Values = Record<string, unknown>;

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

    fireEvent.change(screen.getAllByRole('textbox', { name: 'f2' })[1]!, { target: { value: 'new' } });
    expect(seen.at(-1)).toEqual({
      name: 'Sale',
      untouched: 'kept',
      seodata: {
        meta: { title: 'T', description: 'D' },
        locales: { l0: { f0: 'a' }, l1: { f2: 'new' }, l3: { f4: 'z' } },
        extra: 1,
      },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'title' }), { target: { value: 'T2' } });
    expect((seen.at(-1)?.seodata as { meta: Values; locales: Values }).meta.title).toBe('T2');
    expect((seen.at(-1)?.seodata as { locales: Values }).locales.l1).toEqual({ f2: 'new' });
  });

  it('shows server errors on the fields of a split part', () => {
    render(<Harness initial={{}} seen={[]} />);
    expect(screen.getByText('The f1 field is required.')).toBeInTheDocument();
  });
});
