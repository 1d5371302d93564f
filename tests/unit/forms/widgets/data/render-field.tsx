import Form from '@rjsf/mui';
import type { Field, RJSFSchema, UiSchema } from '@rjsf/utils';
import { useState } from 'react';
import { vi } from 'vitest';
import { cspSafeValidator } from '@/forms/csp-safe-validator';
import type { EntityFormContext } from '@/forms/form-context';
import { storeToken } from '@/lib/token-storage';
import { renderWithProviders, TEST_TOKEN } from '@tests/unit/render';

interface Options {
  schema?: RJSFSchema;
  options?: Record<string, unknown>;
  formContext?: Partial<EntityFormContext>;
  readonly?: boolean;
}

/**
 * Renders one data field as the entity form does: an RJSF form (MUI theme) whose property `value` uses the
 * field through `ui:field`, with its attributes in `ui:options`. `onChange` receives every new value.
 */
export function renderField(field: Field, initial: unknown, options: Options = {}) {
  // Signed in: the tenant (media URLs, main shop) loads from the mocks.
  storeToken(TEST_TOKEN);
  const onChange = vi.fn();
  const schema: RJSFSchema = {
    type: 'object',
    properties: { value: { title: 'Value', ...(options.schema ?? {}) } },
  };
  const uiSchema: UiSchema = {
    value: {
      'ui:field': field,
      'ui:options': options.options ?? {},
      ...(options.readonly ? { 'ui:readonly': true } : {}),
    },
    'ui:submitButtonOptions': { norender: true },
  };
  function Harness() {
    const [data, setData] = useState<{ value?: unknown }>({ value: initial });
    return (
      <Form
        schema={schema}
        uiSchema={uiSchema}
        formData={data}
        validator={cspSafeValidator}
        formContext={{ appId: 1, entityType: 'bundle', entityId: 7, ...options.formContext }}
        onChange={(event) => {
          const next = event.formData as { value?: unknown };
          setData(next);
          onChange(next.value);
        }}
      />
    );
  }
  const rendered = renderWithProviders(<Harness />);
  const lastValue = () => onChange.mock.calls.at(-1)?.[0] as unknown;
  return { ...rendered, onChange, lastValue };
}
