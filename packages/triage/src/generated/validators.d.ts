// Types of the generated validators.js (see scripts/generate-validators.mjs).
import type { ValidateFunction } from 'ajv';

export declare const triageRules: ValidateFunction;
