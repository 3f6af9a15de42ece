// Stops a command at once, with the one command that fixes it, when Node.js is older than the
// project's floor (engines.node of package.json). Imported first by `npm start` and `npm test`, so an
// old runtime fails with this message instead of a syntax or API error deep in a dependency.
import { readFileSync } from 'node:fs';

const { engines } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const floor = /(\d+)\.(\d+)/.exec(engines.node);
const [major, minor] = process.versions.node.split('.').map(Number);
const [floorMajor, floorMinor] = [Number(floor[1]), Number(floor[2])];

if (major < floorMajor || (major === floorMajor && minor < floorMinor)) {
  console.error(
    [
      `Инвестрадар needs Node.js ${floorMajor}.${floorMinor} or newer (24 LTS recommended); this is Node.js ${process.versions.node} (${process.execPath}).`,
      'Install Node.js 24 and put it first on PATH for this shell, with one command from the repository root:',
      '',
      '    . scripts/use-node.sh        # official Node.js 24 binary from the npm registry into .node/',
      '',
      'or, with nvm: nvm install 24 && nvm use 24. Then run the command again.',
    ].join('\n'),
  );
  process.exit(1);
}
