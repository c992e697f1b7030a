/** Kept in step with package.json by test/meta. */
export const VERSION = '0.1.0';
