import type { Command } from '../io.js';

/**
 * Every `sweepkit` subcommand, in the order `sweepkit --help` lists them. Each line names the
 * command and loads its module lazily: `{ name, summary, load: () => import('./<name>.js') }`.
 */
export const commands: readonly Command[] = [
  { name: 'version', summary: 'print the Sweepkit version', load: () => import('./version.js') }
];
