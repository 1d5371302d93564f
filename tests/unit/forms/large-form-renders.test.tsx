import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { FormNode } from '@generated/model';
import { renderSection, typingPause } from './section-form';

// Counts renders of every text control by its field id.
const renders = vi.hoisted(() => new Map<string, number>());
vi.mock('@/forms/widgets/text-input', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/forms/widgets/text-input')>();
  return {
    TextInput: (props: ComponentProps<typeof actual.TextInput>) => {
      renders.set(props.widget.id, (renders.get(props.widget.id) ?? 0) + 1);
      return <actual.TextInput {...props} />;
    },
  };
});

const FIELDS = 150;
const items: FormNode[] = Array.from({ length: FIELDS }, (_, index) => ({
  name: `field${index}`,
  label: `Field ${index}`,
  type: 'field',
  component: 'TextField',
}));

describe('a form with 150 text fields', () => {
  it('re-renders only the field typed into, not every field per keystroke', async () => {
    const { last, container } = renderSection(items);
    expect(renders.size).toBe(FIELDS);
    const before = new Map(renders);
    const input = container.querySelector<HTMLInputElement>('#root_field75')!;
    expect(input).toHaveAccessibleName('Field 75');
    await userEvent.type(input, 'abc');
    await typingPause();
    expect(last()).toMatchObject({ field75: 'abc' });
    const rerendered = [...renders].filter(([id, count]) => count !== before.get(id)).map(([id]) => id);
    expect(rerendered).toEqual(['root_field75']);
    // One render per keystroke (at most two), not 150.
    expect(renders.get('root_field75')! - before.get('root_field75')!).toBeLessThanOrEqual(6);
  }, 120000);
});
