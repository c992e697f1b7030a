// One definition per option: every action.yml and every CLI command agree with the option table
// of their command (names, required, defaults), because both edges read it.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from '@jest/globals';
import { parse } from 'yaml';
import { actionDefault, optionsFor, type CommandOptions } from '../../packages/common/src/index.js';
import { commands } from '../../cli/src/commands/index.js';
import { repoRoot } from '../bundle/harness.js';

/** Every command table exported by a package's index. */
async function commandTables(): Promise<CommandOptions[]> {
  const tables: CommandOptions[] = [];
  for (const name of readdirSync(join(repoRoot, 'packages'))) {
    const exported = (await import(`../../packages/${name}/src/index.js`)) as Record<string, unknown>;
    for (const value of Object.values(exported)) {
      if (value && typeof value === 'object' && 'options' in value && ('cli' in value || 'action' in value)) tables.push(value as CommandOptions);
    }
  }
  return tables;
}

const actionNames = readdirSync(join(repoRoot, 'actions')).filter((name) => existsSync(join(repoRoot, 'actions', name, 'action.yml')));

interface ActionInput {
  required?: boolean;
  default?: unknown;
}

describe('option tables', () => {
  test.each(actionNames)('actions/%s/action.yml agrees with its option table', async (action) => {
    const table = (await commandTables()).find((t) => t.action === action);
    // Every action reads its inputs through a table.
    expect(table?.action).toBe(action);
    if (!table) return;
    const yml = parse(readFileSync(join(repoRoot, 'actions', action, 'action.yml'), 'utf8')) as { inputs?: Record<string, ActionInput> };
    const inputs = yml.inputs ?? {};
    const options = optionsFor(table.options, 'action');
    expect(Object.keys(inputs).sort()).toEqual(options.map(([name]) => name).sort());
    for (const [name, def] of options) {
      const input = inputs[name]!;
      expect({ name, required: input.required === true }).toEqual({
        name,
        required: (def.required === true || def.required === 'action') && !def.env && !def.when
      });
      expect({ name, default: input.default === undefined ? '' : String(input.default) }).toEqual({ name, default: actionDefault(def) });
    }
  });

  test('every table names a CLI command that exists and lists each of its flags in --help', async () => {
    for (const table of await commandTables()) {
      if (!table.cli) continue;
      const command = commands.find((c) => c.name === table.cli);
      expect(command?.name).toBe(table.cli);
      const out: string[] = [];
      const io = { stdout: (t: string) => out.push(t), stderr: () => undefined, env: {}, cwd: repoRoot, files: undefined as never };
      const { HelpRequested } = await import('../../cli/src/argparse.js');
      const helpOf = (argv: string[]) =>
        Promise.resolve()
          .then(async () => (await command!.load()).default(argv, io))
          .catch((e: unknown) => (e instanceof HelpRequested ? e.text : Promise.reject(e)));
      // A command with sub-commands lists each sub-command's options in that sub-command's help.
      const subcommands = Object.keys(table.subcommand?.descriptions ?? {});
      const texts = await Promise.all((subcommands.length ? subcommands.map((s) => [s, '--help']) : [['--help']]).map(helpOf));
      const text = texts.map((t) => (typeof t === 'string' ? t : '')).join('\n') + out.join('');
      for (const [name] of optionsFor(table.options, 'cli')) {
        if (name !== table.subcommand?.option) expect({ name, listed: text.includes(`--${name}`) }).toEqual({ name, listed: true });
      }
    }
  });
});
