import type { Command } from '../io.js';

/** Every `sweepkit` subcommand, in the order `sweepkit --help` lists them. */
export const commands: readonly Command[] = [];
