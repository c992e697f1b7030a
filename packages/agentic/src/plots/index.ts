import { pyPath, SweepkitError } from '../../../common/src/index.js';
import type { ArtifactFs } from '../../../job/src/index.js';
import { checkRequiredServerMetrics, type RequiredMetrics } from './required-metrics.js';
import { aiperfPanels, findAiperfFiles, type Panel } from './series.js';
import { renderSvg } from './svg.js';

export { mermaidChart, lineStats } from './mermaid.js';
export { checkRequiredServerMetrics, type RequiredMetrics } from './required-metrics.js';
export type { Line, Panel } from './series.js';

export const PLOT_FILE = 'metrics_plots.svg';
export const PLOT_TITLE = 'LLM Server Metrics During Benchmark';

export interface PlotRun {
  /** The folder of the run (holding aiperf_artifacts/). */
  resultDir: string;
  svgPath: string;
  panels: Panel[];
  /** The required-metric check's success line, or its failure. */
  check?: { ok: string } | { error: SweepkitError };
}

export interface PlotOptions {
  /** Default `results`. */
  resultDir?: string;
  /** The SVG's path for a single run (default `<run>/metrics_plots.svg`). */
  output?: string;
  required: RequiredMetrics;
}

/** The runs under `resultDir`: itself when it holds aiperf artifacts, else each child folder that does (multi-node: one per concurrency). */
export function plotRunDirs(fs: ArtifactFs, resultDir: string): string[] {
  if (findAiperfFiles(fs, resultDir)) return [resultDir];
  const children = fs.isDirectory(resultDir) ? fs.list(resultDir).sort() : [];
  const runs = children.map((name) => pyPath(resultDir, name)).filter((dir) => fs.isDirectory(dir) && findAiperfFiles(fs, dir));
  if (runs.length === 0) {
    throw new SweepkitError(`no aiperf artifacts: neither ${resultDir} nor a folder in it holds aiperf_artifacts/profile_export.jsonl`, {
      location: { file: resultDir },
      code: 'artifacts-missing'
    });
  }
  return runs;
}

/**
 * After an agentic job, from its artifact files only: the reference's metrics plots (as SVG, next
 * to the artifacts, so the raw-artifact upload carries them) and the required server-metric check
 * of each run. A failed check is returned with its run, not thrown, so every run is plotted first.
 */
export function runAgenticPlots(fs: ArtifactFs, options: PlotOptions): PlotRun[] {
  const root = options.resultDir || 'results';
  const dirs = plotRunDirs(fs, root);
  if (options.output && dirs.length > 1) {
    throw new SweepkitError(`output names one file but ${root} holds ${dirs.length} runs: leave output empty`, { field: 'output', code: 'usage' });
  }
  return dirs.map((resultDir) => {
    const files = findAiperfFiles(fs, resultDir)!;
    const panels = aiperfPanels(fs, files);
    const svgPath = options.output || pyPath(resultDir, PLOT_FILE);
    const title = dirs.length > 1 ? `${PLOT_TITLE} (${resultDir.split('/').pop()})` : PLOT_TITLE;
    fs.writeAtomic(svgPath, renderSvg(title, panels));
    const run: PlotRun = { resultDir, svgPath, panels };
    try {
      const ok = checkRequiredServerMetrics(fs, files.dir, options.required);
      if (ok) run.check = { ok };
    } catch (error) {
      if (!(error instanceof SweepkitError)) throw error;
      run.check = { error };
    }
    return run;
  });
}
