import { render } from '@testing-library/react';
import { useMemo, useState } from 'react';
import { vi } from 'vitest';
import type { FormNode } from '@generated/model';
import type { ErrorSchema } from '@rjsf/utils';
import { sectionToSchema } from '@/forms/form-section-schema';
import { SchemaForm } from '@/forms/schema-form';

type Data = Record<string, unknown>;

interface Options {
  data?: Data;
  extraErrors?: ErrorSchema;
  readOnly?: boolean;
}

/** Renders an entity-form section of `items` as the wizard would (controlled); `changes` records every value. */
export function renderSection(items: FormNode[], { data = {}, extraErrors, readOnly }: Options = {}) {
  const changes = vi.fn<(data: Data) => void>();
  function Harness() {
    const section = useMemo(
      () => sectionToSchema({ label: 'Test', attributes: { slug: 'test' }, items }, { mode: 'entity' }),
      [],
    );
    const [values, setValues] = useState<Data>(data);
    return (
      <SchemaForm
        schema={section.schema}
        uiSchema={section.uiSchema}
        formData={values}
        extraErrors={extraErrors}
        readOnly={readOnly}
        formContext={{ appId: 1, entityType: 'story', entityId: 7 }}
        onChange={(next) => {
          changes(next);
          setValues(next);
        }}
      />
    );
  }
  const view = render(<Harness />);
  const last = () => changes.mock.calls.at(-1)?.[0];
  return { ...view, changes, last };
}

export { typingPause } from '../typing-pause';
