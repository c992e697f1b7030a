import { SweepkitError, PyFloat, type YamlValue } from '../../common/src/index.js';
import { pyInt, type AgenticBlock, type AgenticSearchSpace, type Runners } from '../../config/src/index.js';

/** The reference caps usable DRAM at about 3 TB (decimal), in MiB. */
const DRAM_CAP_MIB = 2861022n;

/** The exact rational behind the shortest decimal text of a float (0.85 → 85/100). */
function decimalRatio(value: number): [bigint, bigint] {
  const [mantissa, exponentText] = value.toExponential().split('e') as [string, string];
  const [whole, fraction = ''] = mantissa.split('.') as [string, string?];
  let numerator = BigInt(whole + fraction);
  let denominator = 1n;
  const exponent = Number(exponentText) - fraction.length;
  if (exponent >= 0) numerator *= 10n ** BigInt(exponent);
  else denominator = 10n ** BigInt(-exponent);
  return [numerator, denominator];
}

/** GPUs of one node the entry occupies (docs/matrix.md §5.1 step 6). */
function gpuCount(bmk: AgenticSearchSpace, gpusPerNode: number, runner: string): number {
  if ('prefill' in bmk) {
    const prefill = bmk.prefill!;
    const r = pyInt(prefill.tp) * (prefill.pp ?? 1) * (prefill['pcp-size'] ?? 1);
    if (r > gpusPerNode) {
      if (r % gpusPerNode !== 0)
        throw new SweepkitError(`worker tp*pp*pcp-size=${r} spans multiple nodes but is not a multiple of gpus-per-node=${gpusPerNode}`, {
          code: 'dram-topology'
        });
      return gpusPerNode;
    }
    if (gpusPerNode % r !== 0)
      throw new SweepkitError(`worker tp*pp*pcp-size=${r} does not divide gpus-per-node=${gpusPerNode} evenly`, { code: 'dram-topology' });
    return r;
  }
  const tp = pyInt(bmk.tp);
  const pp = bmk.pp ?? 1;
  const pcp = bmk['pcp-size'] ?? 1;
  const g = tp * pp * pcp;
  if (g > gpusPerNode) {
    throw new SweepkitError(`tp=${tp} with pp=${pp} and pcp-size=${pcp} requires ${g} GPUs and exceeds gpus-per-node=${gpusPerNode} for runner '${runner}'`, {
      code: 'dram-topology'
    });
  }
  return g;
}

/**
 * `D(block, bmk, runner)`: the CPU DRAM (GB) an agentic entry may use for KV offloading, computed
 * exactly as ⌊A·2²⁰·U·g/G/10⁹⌋ with big-integer rationals (the reference uses 28-digit Decimal).
 */
export function dramBudgetGb(block: AgenticBlock, bmk: AgenticSearchSpace, runner: string, runners: Runners): number {
  const kv = 'kv-offloading' in bmk ? bmk['kv-offloading'] : 'none';
  if (kv !== 'dram') return 0;
  const hardware = runners.hardware.get(runner);
  for (const field of ['available-cpu-dram-mib', 'gpus-per-node'] as const) {
    if (!hardware || hardware[field] === undefined) {
      const keys = [...runners.hardware.keys()].sort().join(', ');
      throw new SweepkitError(`Runner '${runner}' requires '${field}' in runner hardware metadata. Available hardware keys: ${keys}`, {
        location: runners.source.locate(hardware ? ['hardware', runner] : ['hardware']),
        code: 'dram-hardware'
      });
    }
  }
  const available = BigInt(Math.min(pyInt(hardware!['available-cpu-dram-mib']), Number(DRAM_CAP_MIB)));
  const gpusPerNode = pyInt(hardware!['gpus-per-node']);
  const utilisation = block['dram-utilization'] as YamlValue;
  const [un, ud] = decimalRatio(utilisation instanceof PyFloat ? utilisation.value : pyInt(utilisation));
  const g = BigInt(gpuCount(bmk, gpusPerNode, runner));
  return Number((available * 1048576n * un * g) / (ud * BigInt(gpusPerNode) * 1000000000n));
}
