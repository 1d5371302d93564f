// What the bulk-action UI says (issue 29): '12 of 40 done' while it runs, '38 published, 2 refused' when it
// ends, and for each refused item why — its message, and for a publish refused for content problems the shops
// and the messages of the fields (the publish modal's, spec 2 §5.1). Pure functions.
import type { BulkAction, BulkActionItem, BulkActionKind } from '@generated/model';
import { t, type MessageKey } from '@/i18n';

const DONE_KEY: Record<BulkActionKind, MessageKey> = {
  publish: 'bulk.result.published',
  unpublish: 'bulk.result.unpublished',
  addTags: 'bulk.result.tagged',
  removeTags: 'bulk.result.untagged',
  delete: 'bulk.result.deleted',
};

export function progressText(job: Pick<BulkAction, 'done' | 'total'>): string {
  return t('bulk.progress', { done: job.done, total: job.total });
}

export const isRunning = (job: Pick<BulkAction, 'status'>) =>
  job.status === 'queued' || job.status === 'running';

/** '38 published, 2 refused' ('40 published' when none was refused; the failure when the job stopped). */
export function resultSummary(
  job: Pick<BulkAction, 'action' | 'succeeded' | 'refused' | 'status' | 'error' | 'total' | 'done'>,
): string {
  const parts = [t(DONE_KEY[job.action], { count: job.succeeded })];
  if (job.refused > 0) parts.push(t('bulk.result.refused', { count: job.refused }));
  const summary = parts.join(', ');
  if (job.status === 'failed') {
    return `${summary}. ${t('bulk.result.failed', { left: job.total - job.done, error: job.error ?? '' })}`;
  }
  return summary;
}

const words = (segment: string) => {
  const text = segment.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return text.charAt(0).toUpperCase() + text.slice(1);
};

/** A field path as a reader names it: its last named part ('appConfigs.0.seodata.title' → 'Title'). */
export function fieldLabel(path: string): string {
  const named = path.split('.').filter((part) => !/^\d+$/.test(part));
  const last = named[named.length - 1];
  return last ? words(last) : path;
}

/** Why an item was refused, one line each: the message, then (publish) the shops and field messages. */
export function refusalLines(item: BulkActionItem, shopName: (appId: number) => string): string[] {
  const lines: string[] = [];
  const shops = item.appIds.map(shopName);
  const fields = Object.entries(item.errors).flatMap(([path, messages]) =>
    messages
      .filter((message) => message !== item.message)
      .map((message) => `${fieldLabel(path)}: ${message}`),
  );
  if (shops.length) lines.push(t('bulk.result.shops', { shops: shops.join(', ') }));
  else if (item.message) lines.push(item.message);
  lines.push(...[...new Set(fields)].filter((line) => !lines.includes(line)));
  return lines;
}

/** The toolbar's count for screen readers and the eye: '3 selected' or 'All 143 matching selected'. */
export function selectionText(count: number, allMatching: boolean): string {
  return allMatching ? t('bulk.selection.allMatching', { count }) : t('bulk.selection.count', { count });
}
