// Types of the generated validators.js (see packages/config/scripts/generate-validators.mjs).
import type { ValidateFunction } from 'ajv';

export declare const singleNodeConfig: ValidateFunction;
export declare const multiNodeConfig: ValidateFunction;
export declare const runners: ValidateFunction;
export declare const ciPriorityPolicy: ValidateFunction;
