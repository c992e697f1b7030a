/**
 * A master config of one single-node config whose 1k1k rows are over GitHub's 1 MB job-output
 * limit (300 rows of ~4.3 kB, each carrying a 4 kB image name), yet expand in a fraction of a
 * second: what makes a family's `-chunks` output too large to pass between jobs.
 */
export function oversizedConfig(key: string, runner: string): string {
  return `${key}:
  image: registry.example/${'x'.repeat(4000)}:v1
  model: example/model
  model-prefix: ${key.split('-')[0]}
  precision: fp8
  framework: vllm
  runner: ${runner}
  multinode: false
  scenarios:
    fixed-seq-len:
    - isl: 1024
      osl: 1024
      search-space:
      - { tp: 4, conc-list: [${Array.from({ length: 300 }, (_, i) => i + 1).join(', ')}] }
`;
}
