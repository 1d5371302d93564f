// The house rules ESLint enforces (eslint.config.js), each shown failing on a deliberate violation, and a
// file that follows them passing: `npm run lint` is what keeps the layers, boundaries and names.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

/** The rule ids ESLint reports for `code` as if it were the file at `filePath`. */
async function rulesBroken(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

describe('lint rules of the house', { timeout: 120_000 }, () => {
  it('passes a feature that imports only shared layers through aliases', async () => {
    const code =
      "import { formatFileSize } from '@/lib/format-file-size';\n\nexport const size = formatFileSize(1);\n";
    expect(await rulesBroken(code, 'src/features/media/lint-probe.ts')).toEqual([]);
  });

  it('refuses a feature importing another feature', async () => {
    const code = "import { OverviewPage } from '@/features/overview';\n\nexport const page = OverviewPage;\n";
    expect(await rulesBroken(code, 'src/features/media/lint-probe.ts')).toContain(
      'import-x/no-restricted-paths',
    );
  });

  it("refuses the app reaching into a feature's internals instead of its index.ts", async () => {
    const code =
      "import * as internals from '@/features/overview/address-query';\n\nexport const x = internals;\n";
    expect(await rulesBroken(code, 'src/app/lint-probe.ts')).toContain('import-x/no-restricted-paths');
  });

  it('refuses a shared layer importing a feature', async () => {
    const code = "import * as overview from '@/features/overview';\n\nexport const x = overview;\n";
    expect(await rulesBroken(code, 'src/lib/lint-probe.ts')).toContain('import-x/no-restricted-paths');
  });

  it('keeps the SPA and the server apart', async () => {
    const server = "import * as sizes from '@/lib/format-file-size';\n\nexport const x = sizes;\n";
    expect(await rulesBroken(server, 'server/services/lint-probe.ts')).toContain(
      'import-x/no-restricted-paths',
    );
    const spa = "import * as config from '@server/config';\n\nexport const x = config;\n";
    expect(await rulesBroken(spa, 'src/lib/lint-probe.ts')).toContain('import-x/no-restricted-paths');
  });

  it('refuses a deep relative import where an alias exists', async () => {
    const code =
      "import { formatFileSize } from '../../lib/format-file-size';\n\nexport const size = formatFileSize(1);\n";
    expect(await rulesBroken(code, 'src/features/media/lint-probe.ts')).toContain('no-restricted-imports');
  });

  it('refuses a file name that is not kebab-case', async () => {
    const code = 'export const x = 1;\n';
    expect(await rulesBroken(code, 'src/lib/formatThings.ts')).toContain(
      'check-file/filename-naming-convention',
    );
  });

  it('refuses a server path resolved against import.meta.url (shared in the compiled server)', async () => {
    const code = "export const journal = new URL('../db/x.json', import.meta.url);\n";
    expect(await rulesBroken(code, 'server/services/lint-probe.ts')).toContain('no-restricted-syntax');
  });

  it('refuses an import cycle', async () => {
    const unignored = new ESLint({ cwd: process.cwd(), ignore: false });
    const [result] = await unignored.lintFiles(['tests/tooling/fixtures/cycle-a.ts']);
    expect(result?.messages.map((message) => message.ruleId)).toContain('import-x/no-cycle');
  });
});
