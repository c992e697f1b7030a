import { SweepkitError } from '../../../common/src/index.js';

/** A recovery safety rule that failed: the CLI prints `ERROR: <message>`, exit 1 (the reference's form). */
export const recoveryError = (message: string): SweepkitError => new SweepkitError(message, { code: 'recovery' });
