import type { SourceLocation } from './errors.js';
import { PyFloat } from './python/float.js';
import { YamlTimestamp, type YamlScalar } from './yaml-scalars.js';

/** Nesting depth of collections. PyYAML's recursive composer gives up a little above 300. */
export const YAML_MAX_DEPTH = 256;

export type YamlValue = YamlScalar | YamlValue[] | YamlMapping;
export interface YamlMapping {
  [key: string]: YamlValue;
}

/** 1-based line and column of a node. */
export interface Position {
  line: number;
  column: number;
}

export interface ChildPositions {
  key?: Position;
  value: Position;
}

export type YamlPath = readonly (string | number)[];

/** Where every node of a document is: the root, and each collection's children (keyed by the collection in `value`). */
export interface PositionIndex {
  value: YamlValue;
  root: Position;
  children: WeakMap<object, Map<string | number, ChildPositions>>;
}

/**
 * A YAML document loaded with PyYAML `safe_load` semantics, plus the position of every node, so
 * that validation errors can name `file:line:col`. The positions may come lazily (a function
 * called on the first `locate`), with their own copy of the tree.
 */
export class LoadedYaml {
  private positions: PositionIndex | (() => PositionIndex);

  constructor(
    readonly file: string,
    readonly value: YamlValue,
    positions: PositionIndex | (() => PositionIndex)
  ) {
    this.positions = positions;
  }

  /**
   * Where the node at `path` is (its key with `which: 'key'`). A path that leaves the document
   * (a missing key) gives the position of the deepest node that exists: the mapping that lacks it.
   */
  locate(path: YamlPath, which: 'key' | 'value' = 'value'): SourceLocation {
    if (typeof this.positions === 'function') this.positions = this.positions();
    const { root, children } = this.positions;
    let position = root;
    let node: unknown = this.positions.value;
    for (let i = 0; i < path.length; i++) {
      if (node === null || typeof node !== 'object') break;
      const entry = children.get(node)?.get(path[i]!);
      if (!entry) break;
      position = which === 'key' && i === path.length - 1 && entry.key ? entry.key : entry.value;
      node = (node as Record<string | number, unknown>)[path[i]!];
    }
    return { file: this.file, line: position.line, column: position.column };
  }
}

/** A YAML mapping (not a list, scalar, float or timestamp). */
export const isYamlMapping = (v: YamlValue): v is YamlMapping =>
  v !== null && typeof v === 'object' && !Array.isArray(v) && !(v instanceof PyFloat) && !(v instanceof YamlTimestamp);
