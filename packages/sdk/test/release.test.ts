import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const root = new URL('../../../', import.meta.url);
const read = <T>(path: string) => JSON.parse(readFileSync(new URL(path, root), 'utf8')) as T;

/** Every package of the workspace (apps/*, packages/*, specs) by name, with its `private` flag. */
function workspacePackages() {
  const dirs = ['apps', 'packages'].flatMap((group) =>
    readdirSync(new URL(`${group}/`, root), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `${group}/${entry.name}`),
  );
  return [...dirs, 'specs'].map((dir) => read<{ name: string; private?: boolean }>(`${dir}/package.json`));
}

describe('changesets', () => {
  it('version @tilawat/sdk and ignore every private package of the workspace', () => {
    const config = read<{ ignore: string[]; privatePackages: { version: boolean } }>(
      '.changeset/config.json',
    );
    const packages = workspacePackages();
    const privateNames = packages.filter((p) => p.private).map((p) => p.name);
    expect(packages.find((p) => p.name === '@tilawat/sdk')?.private).toBeFalsy();
    expect(config.ignore).not.toContain('@tilawat/sdk');
    expect([...config.ignore].sort()).toEqual([...privateNames].sort());
    expect(config.privatePackages.version).toBe(false);
  });
});
