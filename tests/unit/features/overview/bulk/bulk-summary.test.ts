import { describe, expect, it } from 'vitest';
import type { BulkActionItem } from '@generated/model';
import {
  fieldLabel,
  progressText,
  refusalLines,
  resultSummary,
  selectionText,
} from '@/features/overview/bulk/bulk-summary';

const job = { status: 'succeeded' as const, error: null, total: 40, done: 40 };

describe('bulk action texts', () => {
  it('tells the progress', () => {
    expect(progressText({ done: 12, total: 40 })).toBe('12 of 40 done');
  });

  it('sums the result up per action, with the refused', () => {
    expect(resultSummary({ ...job, action: 'publish', succeeded: 38, refused: 2 })).toBe(
      '38 published, 2 refused',
    );
    expect(resultSummary({ ...job, action: 'unpublish', succeeded: 40, refused: 0 })).toBe('40 unpublished');
    expect(resultSummary({ ...job, action: 'delete', succeeded: 3, refused: 1 })).toBe(
      '3 deleted, 1 refused',
    );
    expect(resultSummary({ ...job, action: 'addTags', succeeded: 2, refused: 0 })).toBe('2 tagged');
  });

  it('never hides a job that stopped: it says how many were not done and why', () => {
    expect(
      resultSummary({
        action: 'publish',
        succeeded: 10,
        refused: 0,
        status: 'failed',
        error: 'boom',
        total: 40,
        done: 10,
      }),
    ).toBe('10 published. The job stopped with 30 not done: boom');
  });

  it('says why an item was refused: the shops and the field messages of a publish', () => {
    const item: BulkActionItem = {
      id: 7,
      name: 'Summer',
      outcome: 'refused',
      message: 'Content problems in 1 shop.',
      errors: { 'appConfigs.0.name': ['field is required'], 'appConfigs.0.seodata.metaTitle': ['too long'] },
      appIds: [1],
    };
    expect(refusalLines(item, (id) => (id === 1 ? 'Germany' : '?'))).toEqual([
      'Refused in Germany:',
      'Name: field is required',
      'Meta title: too long',
    ]);
  });

  it('says the single action’s message otherwise, once', () => {
    const locked: BulkActionItem = {
      id: 8,
      name: 'Locked',
      outcome: 'refused',
      message: 'Mara Lind is currently editing this content.',
      errors: {},
      appIds: [],
    };
    expect(refusalLines(locked, String)).toEqual(['Mara Lind is currently editing this content.']);
    const never = {
      ...locked,
      message: 'A tag cannot be published.',
      errors: { isPublished: ['A tag cannot be published.'] },
    };
    expect(refusalLines(never, String)).toEqual(['A tag cannot be published.']);
  });

  it('names fields by their last named part', () => {
    expect(fieldLabel('appConfigs.0.contentElements.2.attributes.headline')).toBe('Headline');
    expect(fieldLabel('internalName')).toBe('Internal name');
  });

  it('counts the selection', () => {
    expect(selectionText(3, false)).toBe('3 selected');
    expect(selectionText(143, true)).toBe('All 143 matching rows selected');
  });
});
