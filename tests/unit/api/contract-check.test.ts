// Issue 25: in development and mock mode every API answer is parsed with the generated zod validator of its
// operation, and a mismatch is reported in the console and in an overlay.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkAnswer, findOperation, reportMismatch } from '@/api/contract-check';

afterEach(() => {
  document.getElementById('contract-mismatch-overlay')?.remove();
  vi.restoreAllMocks();
});

describe('contract check', () => {
  it('finds the operation of a call, a literal path before a templated one', async () => {
    expect((await findOperation('GET', '/api/v2/media/images?page=2'))?.operationId).toBe('listMediaImages');
    expect((await findOperation('DELETE', '/api/v2/media/17'))?.operationId).toBe('deleteMedia');
    expect((await findOperation('PUT', '/api/v2/bundles/3'))?.operationId).toBe('updateBundle');
    expect(await findOperation('GET', '/api/v2/no-such-call')).toBeUndefined();
  });

  it('passes an answer that matches and names each field that does not', async () => {
    const url = '/api/v2/client-config';
    expect(await checkAnswer('GET', url, 200, { data: { monitoringDsn: null, demoEmail: null } })).toBeNull();
    const mismatch = await checkAnswer('GET', url, 200, { data: { monitoringDsn: 42 } });
    expect(mismatch).toMatchObject({ call: `GET ${url}`, operationId: 'getClientConfig' });
    expect(mismatch!.issues.join('\n')).toMatch(/^data\.monitoringDsn: /m);
  });

  it('leaves errors, empty answers and unknown calls alone', async () => {
    expect(await checkAnswer('GET', '/api/v2/client-config', 500, { nonsense: true })).toBeNull();
    expect(await checkAnswer('POST', '/api/v2/bundles/export', 204, '')).toBeNull();
    expect(await checkAnswer('GET', '/elsewhere', 200, { nonsense: true })).toBeNull();
  });

  it('reports loudly: console and an overlay listing every mismatch', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    reportMismatch({ call: 'GET /api/v2/a', operationId: 'getA', issues: ['data.x: expected string'] });
    reportMismatch({ call: 'GET /api/v2/b', operationId: 'getB', issues: ['data.y: expected number'] });
    expect(error).toHaveBeenCalledTimes(2);
    expect(error.mock.calls[0]![0]).toContain('GET /api/v2/a (getA) does not match the contract');
    const overlay = document.getElementById('contract-mismatch-overlay')!;
    expect(overlay).toHaveAttribute('role', 'alert');
    expect(overlay.querySelectorAll('li')).toHaveLength(2);
    expect(overlay.textContent).toContain('data.x: expected string');
    overlay.querySelector('button')!.click();
    expect(document.getElementById('contract-mismatch-overlay')).toBeNull();
  });
});
