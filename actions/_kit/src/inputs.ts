import * as core from '@actions/core';
import {
  completeOptions,
  optionsFor,
  parseOptionText,
  UsageError,
  type CommandOptions,
  type OptionTable,
  type OptionValues
} from '../../../packages/common/src/index.js';

/**
 * A command's inputs, read through its option table: each input converted to its kind, then env
 * fallbacks, defaults and the table's rules applied. Errors name inputs (runAction renders option
 * errors in the action's words).
 */
export function readInputs<T extends OptionTable>(command: CommandOptions<T>, env: Readonly<Record<string, string | undefined>> = process.env): OptionValues<T> {
  const given: Record<string, unknown> = {};
  for (const [name, def] of optionsFor(command.options, 'action')) {
    const text = core.getInput(name);
    if (text.trim() !== '') given[name] = parseOptionText(name, def, text);
  }
  return completeOptions(command.options, given, 'action', env);
}

/** An input's value, or undefined when it is empty or absent (so core defaults can apply). */
export function getOptionalInput(name: string): string | undefined {
  return core.getInput(name) || undefined;
}

export function getRequiredInput(name: string): string {
  const value = core.getInput(name);
  if (!value) throw new UsageError(`input '${name}' is required`);
  return value;
}

/** Non-empty lines of a multiline input (also accepts whitespace-separated words on one line). */
export function getListInput(name: string): string[] {
  return core
    .getInput(name)
    .split(/[\n\s]+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

export function getIntInput(name: string): number | undefined {
  const text = core.getInput(name);
  if (!text) return undefined;
  if (!/^-?\d+$/.test(text.trim())) throw new UsageError(`input '${name}' must be an integer, got '${text}'`);
  return Number(text);
}

export function getNumberInput(name: string): number | undefined {
  const text = core.getInput(name);
  if (!text) return undefined;
  const value = Number(text);
  if (text.trim() === '' || !Number.isFinite(value)) throw new UsageError(`input '${name}' must be a number, got '${text}'`);
  return value;
}

/** YAML 1.2 booleans like core.getBooleanInput, but empty means `fallback` and errors name the input. */
export function getBoolInput(name: string, fallback = false): boolean {
  const text = core.getInput(name).trim();
  if (!text) return fallback;
  if (['true', 'True', 'TRUE'].includes(text)) return true;
  if (['false', 'False', 'FALSE'].includes(text)) return false;
  throw new UsageError(`input '${name}' must be true or false, got '${text}'`);
}
