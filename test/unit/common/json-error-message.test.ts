import { expect, test } from '@jest/globals';
import { jsonErrorMessage } from '../../../packages/common/src/index.js';

test.each([
  ["Expected ',' or '}' after property value in JSON at position 8 (line 1 column 9)", "Expected ',' or '}' after property value in JSON at position 8"],
  ["Expected ',' or '}' after property value in JSON at position 8", "Expected ',' or '}' after property value in JSON at position 8"],
  ['Unexpected end of JSON input', 'Unexpected end of JSON input']
])('Node 24 and Node 20 texts read the same: %s', (message, expected) => expect(jsonErrorMessage(new SyntaxError(message))).toBe(expected));
