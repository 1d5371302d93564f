// Contract fuzz: every implemented operation (the handler registry ∩ the bundled contract) gets its
// example request plus about 30 mutations (tests/contract/fuzz/cases.ts), signed in as the demo editor on
// a fresh app. Every answer must be below 500, have a status the operation declares and, when JSON, match
// the declared schema. Destructive operations (deletes, logout) run last; logout signs in anew each time.
// It grows with the contract: a new operation with a handler is fuzzed without a change here.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadContract } from '@server/contract';
import { handlers } from '@server/handlers/registry';
import { bearer, multipartFile, setupApp, signIn } from '../server/helper';
import { casesFor, type FuzzOperation } from './fuzz/cases';
import { answerChecker, implementedOperations } from './fuzz/operations';

const spec = loadContract();
const isDestructive = (op: FuzzOperation) => op.method === 'DELETE' || op.operationId === 'logout';
const operations = implementedOperations(spec, new Set(Object.keys(handlers))).sort(
  (a, b) => Number(isDestructive(a)) - Number(isDestructive(b)),
);
const check = answerChecker(spec);

// Many bad sign-ins are part of the fuzz; the throttle must not lock the demo editor out of the run.
// Building and seeding the app outlasts the default hook timeout on a busy machine.
vi.setConfig({ hookTimeout: 180_000 });
const t = setupApp({
  loginRateLimit: {
    accountMaxFailures: 100_000,
    pairFreeFailures: 100_000,
    addressFreeFailures: 100_000,
    accountFreeFailures: 100_000,
  },
});

const totals = { requests: 0, operations: 0, serverErrors: 0, undeclared: 0, mismatches: 0 };
let png: Buffer;

beforeAll(async () => {
  png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c19a6b' } })
    .png()
    .toBuffer();
});

afterAll(() => {
  console.log(
    `contract fuzz: ${totals.requests} requests over ${totals.operations} operations — ` +
      `${totals.serverErrors} answered 5xx, ${totals.undeclared} undeclared statuses, ` +
      `${totals.mismatches} schema mismatches`,
  );
});

describe('contract fuzz', () => {
  it('covers every implemented operation', () => {
    expect(operations.length).toBe(Object.keys(handlers).length);
  });

  for (const op of operations) {
    it(`${op.operationId} (${op.method} ${op.path})`, { timeout: 120_000 }, async () => {
      const cases = casesFor(op, {
        filename: 'swatch.png',
        build: (field, filename) => multipartFile(field, filename, 'image/png', png),
      });
      const problems: string[] = [];
      totals.operations += 1;
      for (const fuzzCase of cases) {
        const token = op.operationId === 'logout' ? await signIn(t.app) : t.token;
        const headers = { ...fuzzCase.request.headers, ...(fuzzCase.anonymous ? {} : bearer(token)) };
        const response = await t.app.inject({ ...fuzzCase.request, headers });
        totals.requests += 1;
        const where = `${fuzzCase.label} → ${response.statusCode}`;
        if (response.statusCode >= 500) {
          totals.serverErrors += 1;
          problems.push(`${where} (5xx) ${response.body.slice(0, 200)}`);
          continue;
        }
        const answer = check(
          op.operationId,
          response.statusCode,
          response.headers['content-type'] as string,
          response.body,
        );
        if (!answer.declared) {
          totals.undeclared += 1;
          problems.push(`${where} (not declared) ${response.body.slice(0, 200)}`);
        } else if (answer.mismatch) {
          totals.mismatches += 1;
          problems.push(`${where} (schema) ${answer.mismatch}`);
        }
      }
      expect(problems, `${op.operationId}:\n${problems.join('\n')}`).toEqual([]);
    });
  }
});
