// The checks of `npm test` that read the sources without running them (ESLint, Prettier, TypeScript, the
// contract lint, the generated-layer check), run side by side: each is one single-threaded process, so on two
// cores two at a time take about half the time of one after the other. Two phases, because check-generated
// rewrites generated/ (orval may empty its folders first) and ESLint and tsc read it: the first phase runs
// only what never reads generated/ (.prettierignore lists it). Each check's output is printed when it ends.
import { spawn } from 'node:child_process';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const bin = (name) => join(root, 'node_modules', '.bin', name);

/** [name, command, arguments]; the phases run one after the other, the checks of a phase together. */
const PHASES = [
  [
    ['check-generated', process.execPath, [join(root, 'scripts', 'check-generated.mjs')]],
    ['prettier', bin('prettier'), ['--check', '.']],
    ['lint:contract', bin('redocly'), ['lint', 'openapi/openapi.yaml']],
  ],
  [
    ['eslint', bin('eslint'), ['.', '--max-warnings', '0']],
    ['tsc (server, scripts)', bin('tsc'), ['--noEmit', '-p', '.']],
    ['tsc (src)', bin('tsc'), ['--noEmit', '-p', 'src']],
    ['tsc (e2e)', bin('tsc'), ['--noEmit', '-p', 'e2e']],
  ],
];

function run([name, command, args]) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => (output += `${error.message}\n`));
    child.on('close', (code) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      const ok = code === 0;
      process.stdout.write(
        `\n── ${name}: ${ok ? 'passed' : `FAILED (exit ${code})`} in ${seconds} s\n${output}`,
      );
      resolve(ok ? undefined : name);
    });
  });
}

const failed = [];
for (const phase of PHASES) failed.push(...(await Promise.all(phase.map(run))).filter(Boolean));
if (failed.length > 0) {
  console.error(`\nStatic checks failed: ${failed.join(', ')}`);
  process.exit(1);
}
console.log('\nStatic checks passed.');
