import * as core from '@actions/core';
import { completeOptions, optionsFor, parseOptionText, type CommandOptions, type OptionTable, type OptionValues } from '../../../packages/common/src/index.js';

/**
 * A command's inputs, read through its option table: each input converted to its kind, then env
 * fallbacks, defaults and the table's rules applied. Errors name inputs (runAction renders option
 * errors in the action's words).
 */
export function readInputs<T extends OptionTable>(
  command: CommandOptions<T>,
  env: Readonly<Record<string, string | undefined>> = process.env
): OptionValues<T> {
  const given: Record<string, unknown> = {};
  for (const [name, def] of optionsFor(command.options, 'action')) {
    const text = core.getInput(name);
    if (text.trim() !== '') given[name] = parseOptionText(name, def, text);
  }
  return completeOptions(command.options, given, 'action', env);
}
