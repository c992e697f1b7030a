// The job table against the benchmark templates' env blocks as the specs list them: every variable
// a template sets is in the table under that template (so benchmark-env writes it), and nothing more.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from '@jest/globals';
import { JOB_VARIABLE_NOTES, JOB_VARIABLES, templateVariables, variableSource, type Template } from '../../../packages/job/src/index.js';

interface TemplateEnv {
  'single-node': string[];
  'multi-node': string[];
  sweepkit: Record<Template, string[]>;
  secrets: string[];
}
const spec = JSON.parse(readFileSync(new URL('../../fixtures/job/template-env.json', import.meta.url), 'utf8')) as TemplateEnv;
const templates: Template[] = ['single-node', 'multi-node'];

describe.each(templates)('%s template', (template) => {
  test('the table sets exactly the variables of its env block (plus what Sweepkit adds)', () => {
    expect([...templateVariables(template)].sort()).toEqual([...spec[template], ...spec.sweepkit[template]].sort());
  });

  test.each(templateVariables(template))('%s says where its value comes from', (name) => {
    const source = variableSource(name) ?? {};
    expect(['row', 'input', 'value'].some((key) => key in source) || JOB_VARIABLE_NOTES[name].rule !== undefined).toBe(true);
  });
});

test('secrets and repository variables are no job variables benchmark-env writes', () => {
  for (const name of spec.secrets) expect(Object.keys(JOB_VARIABLES)).not.toContain(name);
});
