// A search and category boosting rule set: shared settings and its rules (no shop configs).
import { cardList, f, formSchema, section } from './parts';

const rule = cardList(
  'rules',
  'Rules',
  [
    f.select(
      'field',
      'Attribute',
      [
        ['brand', 'Brand'],
        ['category', 'Category'],
        ['price', 'Price'],
        ['newness', 'Newness'],
        ['margin', 'Margin'],
        ['stock', 'Stock'],
      ],
      'brand',
      { required: true },
    ),
    f.select(
      'operator',
      'Operation',
      [
        ['boost', 'Boost'],
        ['demote', 'Demote'],
        ['filter', 'Filter'],
      ],
      'boost',
      { required: true },
    ),
    f.select(
      'weight',
      'Weight',
      [1, 2, 3, 4, 5].map((n) => [n, String(n)] as const),
      3,
    ),
  ],
  'rule',
);

export const scbRuleset = () =>
  formSchema('scb-ruleset', [
    section('general', 'General', false, [
      f.text('internalName', 'Internal name', { required: true, maxLength: 255 }),
      f.textArea('description', 'Description', 500),
      f.switch('isActive', 'Active', true),
      f.dateTime('validUntil', 'Valid until'),
    ]),
    section('rules', 'Rules', false, [rule]),
  ]);
