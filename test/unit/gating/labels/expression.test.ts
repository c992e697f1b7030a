import { describe, expect, test } from '@jest/globals';
import { evaluateExpression, renderTemplate, templateStrings } from '../../../../packages/gating/src/labels/expression.js';

const github = { event_name: 'pull_request', run_id: 42, event: { action: 'labeled', label: { name: 'Full-Sweep-Enabled' }, pull_request: { number: 7 } } };

describe('GitHub expressions, evaluated as the runner does', () => {
  test.each([
    ["github.event.label.name == 'full-sweep-enabled'", true],
    ["github.event.label.name != 'FULL-SWEEP-ENABLED'", false],
    ['contains(fromJSON(\'["a", "full-sweep-enabled"]\'), github.event.label.name)', true],
    ["!contains(fromJSON('[\"a\"]'), github.event.label.name) && github.run_id || 'active'", 42],
    ["github.event.action == 'synchronize' && github.run_id || 'active'", 'active'],
    ['github.event.pull_request.number || github.sha', 7],
    ["github.EVENT['label'].name", 'Full-Sweep-Enabled'],
    ['github.missing.deeper', null],
    ["format('{0}-{1}', 'a', 1)", 'a-1'],
    ["startsWith(github.event_name, 'PULL') && endsWith('abc', 'C')", true],
    ["'1' == 1 && null == 0 && true == 1 && 2 > 1 && 'b' >= 'A'", true],
    ["join(fromJSON('[1, 2]'), '+')", '1+2'],
    ["'it''s'", "it's"],
    ['!(1 == 2)', true]
  ])('%s -> %j', (expression, value) => {
    expect(evaluateExpression(expression, { github })).toEqual(value);
  });

  test.each([["github.event.action == 'x' ||"], ['nosuch(1)'], ["'open"], ['a b']])('%s is refused', (expression) => {
    expect(() => evaluateExpression(expression, { github })).toThrow();
  });

  test('templates render every ${{ }} part; their string literals (and JSON lists) are listed', () => {
    const template = "sweep-${{ github.event.pull_request.number }}-${{ contains(fromJSON('[\"x\", \"y\"]'), 'z') && 'a' || 'b' }}";
    expect(renderTemplate(template, { github })).toBe('sweep-7-b');
    expect(templateStrings(template)).toEqual(['x', 'y', 'z', 'a', 'b']);
  });
});
