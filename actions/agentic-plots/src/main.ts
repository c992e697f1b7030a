import * as core from '@actions/core';
import { AGENTIC_PLOTS_COMMAND, lineStats, mermaidChart, runAgenticPlots, type PlotRun } from '../../../packages/agentic/src/index.js';
import { nodeArtifactFs } from '../../../packages/job/src/index.js';
import { SweepkitErrors } from '../../../packages/common/src/index.js';
import { readInputs } from '../../_kit/src/inputs.js';
import { logUntrusted } from '../../_kit/src/log.js';
import { runAction } from '../../_kit/src/run-action.js';
import { appendSummary, escapeHtml, markdownTable, readableNumber, summarySection } from '../../_kit/src/summary.js';

/** One run's section: the check, a table of every series, and a chart of each panel with data. */
function runSection(run: PlotRun): string {
  const rows = run.panels.flatMap((panel) =>
    panel.lines.map((line) => {
      const s = lineStats(line);
      return [
        escapeHtml(panel.title),
        escapeHtml(line.label),
        ...(s ? [String(s.points), ...[s.min, s.mean, s.max].map((v) => readableNumber(v))] : ['0', '—', '—', '—'])
      ];
    })
  );
  const charts = run.panels.flatMap((panel) => {
    const chart = mermaidChart(panel);
    return chart ? [`${chart.block}\n\n_${escapeHtml(chart.caption)}_`] : [];
  });
  const check = run.check ? ('ok' in run.check ? `✅ ${escapeHtml(run.check.ok)}` : `❌ ${escapeHtml(run.check.error.message)}`) : undefined;
  return summarySection(`Agentic plots: ${run.svgPath}`, [
    check,
    markdownTable(['panel', 'series', 'points', 'min', 'mean', 'max'], rows),
    charts.length ? `<details><summary>charts</summary>\n\n${charts.join('\n\n')}\n\n</details>` : undefined
  ]);
}

await runAction('agentic-plots', async () => {
  const inputs = readInputs(AGENTIC_PLOTS_COMMAND);
  const runs = runAgenticPlots(nodeArtifactFs(process.cwd()), {
    resultDir: inputs['result-dir'],
    output: inputs.output,
    required: { prefix: inputs['required-metric-prefix'], names: inputs['required-metrics'] ?? [] }
  });
  for (const run of runs) {
    logUntrusted(`Saved ${run.svgPath}`);
    if (run.check && 'ok' in run.check) logUntrusted(run.check.ok);
  }
  core.setOutput('plots', runs.map((run) => run.svgPath).join('\n'));
  await appendSummary(...runs.map(runSection));
  const errors = runs.flatMap((run) => (run.check && 'error' in run.check ? [run.check.error] : []));
  if (errors.length) throw new SweepkitErrors(errors);
});
