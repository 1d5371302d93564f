// Imported first by `npm start` and `npm run dev`: on a Node older than the project supports (package.json
// `engines`), one line that says what to do instead of a stack trace or a flood of engine warnings.
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 12)) {
  console.error(
    `Content needs Node 22.12 or newer; this is Node ${process.versions.node}. Switch with \`nvm use\` (the repository's .nvmrc says 22) or install Node 22, then run the command again.`,
  );
  process.exit(1);
}
