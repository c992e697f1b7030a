import { PROCESS_CHANGELOG_COMMAND } from '../../../packages/matrix/src/index.js';
import { readInputs } from '../../_kit/src/inputs.js';
import { runAction } from '../../_kit/src/run-action.js';
import { runSweepChangelog } from '../../_kit/src/sweep-changelog.js';

await runAction('sweep-changelog', () => runSweepChangelog(readInputs(PROCESS_CHANGELOG_COMMAND), 'sweep-changelog'));
