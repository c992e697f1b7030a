/** Kept in step with package.json by test/meta. */
export const VERSION = '1.0.0';
