/**
 * Where the template variables come from: the step environment (env mode) or a matrix row rendered
 * the way GitHub Actions passes it to the templates (row mode). Both feed the same reader, so the
 * two modes cannot drift apart.
 */
export interface ValueSource {
  /** Multi-node template (`benchmark-multinode-tmpl.yml`) rather than single-node. */
  readonly multiNode: boolean;
  /** The text the template sees for `variable` (e.g. `TP`), or undefined when it is absent. */
  text(variable: string): string | undefined;
  /** How the user knows the value, for error messages: `TP`, or `matrix row key 'tp'`. */
  label(variable: string): string;
}
