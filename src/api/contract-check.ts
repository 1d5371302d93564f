// Contract drift shows the day it happens (issue 25): in development and mock mode every API answer is parsed
// with the generated zod validator of its operation; a mismatch is reported loudly — console.error with the
// call and zod's issues, and an overlay in the page. Production never loads this module (the mutator imports
// it only when `import.meta.env.DEV`), and unit tests skip it (their answers are hand-made on purpose).
import type { ZodType } from 'zod';
import { t } from '@/i18n';

interface Operation {
  method: string;
  pattern: RegExp;
  operationId: string;
  tag: string;
}

type ZodModule = Record<string, unknown>;

const zodModules = import.meta.glob<ZodModule>('../../generated/zod/*/*.zod.ts');

let operations: Promise<Operation[]> | undefined;

/** The contract's operations as (method, path pattern) → operationId and tag, read once. */
function loadOperations(): Promise<Operation[]> {
  operations ??= import('@generated/openapi.json').then(({ default: spec }) => {
    const contract = spec as unknown as {
      servers?: { url: string }[];
      paths: Record<string, Record<string, { operationId?: string; tags?: string[] }>>;
    };
    const prefix = contract.servers?.[0]?.url ?? '';
    return Object.entries(contract.paths).flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([, operation]) => operation?.operationId && operation.tags?.length)
        .map(([method, operation]) => ({
          method: method.toUpperCase(),
          pattern: new RegExp(
            `^${(prefix + path).replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`,
          ),
          operationId: operation.operationId!,
          tag: operation.tags![0]!,
        })),
    );
  });
  return operations;
}

/** The operation a call belongs to; a literal path wins over a templated one (`/media/images` vs `/media/{id}`). */
export async function findOperation(method: string, url: string): Promise<Operation | undefined> {
  const path = new URL(url, 'http://localhost').pathname;
  const matches = (await loadOperations()).filter(
    (operation) => operation.method === method && operation.pattern.test(path),
  );
  return matches.sort((a, b) => b.pattern.source.length - a.pattern.source.length)[0];
}

const pascal = (id: string) => id.charAt(0).toUpperCase() + id.slice(1);

/** The generated validator of an operation's answer (`{OperationId}Response`), when there is one. */
async function validatorOf(operation: Operation): Promise<ZodType | undefined> {
  const load = zodModules[`../../generated/zod/${operation.tag}/${operation.tag}.zod.ts`];
  if (!load) return undefined;
  const candidate = (await load())[`${pascal(operation.operationId)}Response`];
  return candidate && typeof candidate === 'object' && 'safeParse' in candidate
    ? (candidate as ZodType)
    : undefined;
}

export interface ContractMismatch {
  call: string;
  operationId: string;
  issues: string[];
}

/** Parses one successful JSON answer; answers the mismatch, or null when it matches (or cannot be checked). */
export async function checkAnswer(
  method: string,
  url: string,
  status: number,
  data: unknown,
): Promise<ContractMismatch | null> {
  if (status < 200 || status >= 300 || status === 204 || data === undefined || data === '') return null;
  if (typeof data !== 'object' || data === null || data instanceof Blob) return null;
  const operation = await findOperation(method, url);
  if (!operation) return null;
  const validator = await validatorOf(operation);
  if (!validator) return null;
  const result = validator.safeParse(data);
  if (result.success) return null;
  return {
    call: `${method} ${url}`,
    operationId: operation.operationId,
    issues: result.error.issues
      .slice(0, 10)
      .map((issue) => `${issue.path.join('.') || '(answer)'}: ${issue.message}`),
  };
}

const OVERLAY_ID = 'contract-mismatch-overlay';

/** Console and overlay: one entry per call, newest first, dismissable. */
export function reportMismatch(mismatch: ContractMismatch): void {
  console.error(
    `[contract] ${mismatch.call} (${mismatch.operationId}) does not match the contract:\n  ${mismatch.issues.join('\n  ')}`,
  );
  if (typeof document === 'undefined') return;
  let overlay = document.getElementById(OVERLAY_ID);
  if (!overlay) {
    overlay = document.createElement('section');
    overlay.id = OVERLAY_ID;
    overlay.setAttribute('role', 'alert');
    overlay.setAttribute('aria-label', t('contract.mismatch.title'));
    Object.assign(overlay.style, {
      position: 'fixed',
      right: '16px',
      bottom: '16px',
      zIndex: '99999',
      maxWidth: '560px',
      maxHeight: '50vh',
      overflow: 'auto',
      background: '#fff4f4',
      color: '#5c0a0a',
      border: '2px solid #b3261e',
      borderRadius: '8px',
      padding: '12px 16px',
      font: '13px/1.4 ui-monospace, monospace',
      boxShadow: '0 4px 16px rgba(0,0,0,.2)',
    });
    const heading = document.createElement('strong');
    heading.textContent = t('contract.mismatch.title');
    const dismiss = document.createElement('button');
    dismiss.type = 'button';
    dismiss.textContent = t('contract.mismatch.dismiss');
    dismiss.style.marginLeft = '12px';
    dismiss.addEventListener('click', () => overlay?.remove());
    const list = document.createElement('ul');
    overlay.append(heading, dismiss, list);
    document.body.append(overlay);
  }
  const entry = document.createElement('li');
  entry.textContent = `${mismatch.call} (${mismatch.operationId}) — ${mismatch.issues.join('; ')}`;
  overlay.querySelector('ul')?.prepend(entry);
}

/** What the mutator calls after each answer (development and mock mode only). */
export function verifyAnswer(method: string, url: string, status: number, data: unknown): void {
  checkAnswer(method, url, status, data).then(
    (mismatch) => mismatch && reportMismatch(mismatch),
    (error: unknown) => console.warn('[contract] the answer could not be checked', error),
  );
}
