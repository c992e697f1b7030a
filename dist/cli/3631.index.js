export const id = 3631;
export const ids = [3631];
export const modules = {

/***/ 3631:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  "default": () => (/* binding */ merge_with_reuse)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./packages/common/src/adapters/git.ts
var git = __webpack_require__(4596);
// EXTERNAL MODULE: ./packages/common/src/errors.ts
var errors = __webpack_require__(9696);
// EXTERNAL MODULE: ./packages/common/src/adapters/github-rest.ts
var github_rest = __webpack_require__(5700);
// EXTERNAL MODULE: ./packages/common/src/adapters/system-clock.ts
var system_clock = __webpack_require__(5656);
// EXTERNAL MODULE: ./packages/gating/src/reuse/options.ts
var options = __webpack_require__(599);
// EXTERNAL MODULE: ./packages/common/src/clock.ts
var src_clock = __webpack_require__(5081);
// EXTERNAL MODULE: ./packages/changelog/src/strict/merge.ts
var merge = __webpack_require__(4970);
// EXTERNAL MODULE: ./packages/gating/src/reuse/authorization.ts
var authorization = __webpack_require__(6320);
// EXTERNAL MODULE: ./packages/gating/src/reuse/expiry.ts
var expiry = __webpack_require__(7042);
// EXTERNAL MODULE: ./packages/gating/src/reuse/find.ts
var find = __webpack_require__(6034);
;// CONCATENATED MODULE: ./packages/gating/src/reuse/merge-with-reuse.ts





const fail = (message) => {
    throw new errors/* SweepkitError */.R0(message, { code: 'merge-with-reuse' });
};
const merge_with_reuse_short = (sha) => sha.slice(0, 8);
/** Why the PR may not be merged with reuse (the reference's checks and texts), or undefined. */
function mergeRefusal(pr, pull, policy) {
    const state = pull.merged ? 'MERGED' : pull.state.toUpperCase();
    if (state !== 'OPEN')
        return `PR #${pr} is ${state}, expected OPEN`;
    if (pull.fork)
        return `PR #${pr} is from a fork; the merge helper cannot update its branch`;
    // A draft cannot be merged, and its pushes run no sweep gate: refuse before touching anything.
    if (pull.draft)
        return `PR #${pr} is a draft; mark it ready for review first`;
    const primary = [...new Set(pull.labels.filter((l) => policy.primary.includes(l)))];
    if (primary.length !== 1)
        return `PR #${pr} must have exactly one sweep label`;
    if (!policy.full.includes(primary[0]))
        return `PR #${pr} must use a full-sweep label for artifact reuse`;
    const incompatible = [...new Set(pull.labels.filter((l) => policy.reuseIncompatible.includes(l)))].sort();
    if (incompatible.length)
        return `PR #${pr} uses ${incompatible.join(', ')}, which is not eligible for artifact reuse`;
    return undefined;
}
/**
 * The `/reuse-sweep-run` comment to post. An authorization already in place is kept — in
 * particular a pinned run id is never replaced by a newer bare command (which would un-pin it);
 * only an explicit `runId` that differs posts a new, pinned command.
 */
function commentPlan(existing, command, runId) {
    if (runId !== undefined && runId !== existing.pinnedRunId)
        return { post: `${command} ${runId}`, pinnedRunId: runId, note: `posting ${command} ${runId}` };
    if (existing.authorized) {
        const what = existing.pinnedRunId === undefined ? command : `${command} ${existing.pinnedRunId}`;
        return { pinnedRunId: existing.pinnedRunId, note: `keeping the authorization ${what} (${existing.comment?.url || 'existing comment'})` };
    }
    return { post: command, note: `posting ${command}` };
}
/** The commit that carries the merge-time changes: the reference's message for each case (`marker`: the policy's skip marker). */
function refreshCommit(pr, merged, canonicalized, marker) {
    if (merged)
        return canonicalized ? { message: '', amend: true, allowEmpty: false } : undefined;
    if (canonicalized)
        return { message: `fix: canonicalize PR #${pr} changelog link ${marker}`, amend: false, allowEmpty: false };
    return { message: `chore: refresh PR #${pr} for sweep reuse ${marker}`, amend: false, allowEmpty: true };
}
const PASSING = new Set(['success', 'neutral', 'skipped']);
/** The first failed check, or whether some check still runs (`gh pr checks --watch --fail-fast`). */
function checksVerdict(checks) {
    const failed = checks.find((c) => c.status === 'completed' && !PASSING.has(c.conclusion ?? ''));
    return { failed, pending: checks.some((c) => c.status !== 'completed') };
}
const failedText = (check) => `${check.name} concluded ${check.conclusion || 'unknown'}${check.url ? ` - ${check.url}` : ''}`;
/** `owner/name` of a GitHub remote URL (https, ssh or scp-like), or undefined. */
function repoFromRemoteUrl(url) {
    const match = /^(?:https?:\/\/(?:[^@/]+@)?|ssh:\/\/(?:[^@/]+@)?|[^@/:]+@)[^/:]+(?::\d+)?[/:]([A-Za-z0-9_.-]+)\/([A-Za-z0-9_.-]+?)(?:\.git)?\/?$/.exec(url.trim());
    return match ? `${match[1]}/${match[2]}` : undefined;
}
/**
 * `merge_with_reuse.sh {PR}` without its gaps: refuses what cannot be reused, finds the run the
 * post-merge push will reuse (with the finder's exact artifact names), merges the base branch
 * into the PR head locally (only a changelog conflict is resolved) and canonicalises the
 * changelog — all before anything leaves the clone. Then it pushes (every commit it makes
 * carries the skip marker, so the push starts no sweep), waits for check-changelog and every
 * check, posts the authorization (keeping an earlier pin) just before the squash merge, and
 * deletes that comment again if the merge is refused: a failed run leaves no authorization
 * behind to skip the sweeps of later pushes. Every local step runs on a detached HEAD; the
 * operator's checkout is restored whatever happens.
 */
async function mergeWithReuse(request, ports) {
    const { pr, remote, command } = request;
    const { github, git, log } = ports;
    if ((await git.status()) !== '')
        fail('Working tree is not clean');
    const pull = await github.mergePull(pr);
    const refusal = mergeRefusal(pr, pull, request.policy);
    if (refusal)
        fail(refusal);
    const existing = (0,authorization/* findAuthorization */.X)(await github.issueComments(pr), { command, allowedAssociations: request.allowedAssociations });
    const plan = commentPlan(existing, command, request.runId);
    const finder = new find/* ReuseFinder */.H_({
        // The post-merge push that will look for this run.
        repo: request.repo,
        commitSha: '',
        eventName: 'push',
        eventAction: '',
        ref: `refs/heads/${pull.baseRef}`,
        workflowId: request.workflowId,
        fullSweepLabels: request.policy.full,
        incompatibleLabels: request.policy.reuseIncompatible,
        command,
        allowedAssociations: request.allowedAssociations,
        expiryWarningDays: request.expiryWarningDays
    }, github, ports.clock);
    const { run, warning } = await finder.sourceRun(pr, pull.headRef, plan.pinnedRunId, () => `PR #${pr} has no successful reusable ${request.workflowId} run on a current commit`);
    log(`PR #${pr}: reusable ${(0,expiry/* runLabel */.Az)(run)} on ${merge_with_reuse_short(run.headSha)}; ${plan.note}`);
    if (warning)
        log(`warning: ${warning}`);
    // The authorization names the run by id (GitHub's reuse reads its artifacts); the warning rides along.
    const post = plan.post === undefined || warning === undefined ? plan.post : `${plan.post}\n\n> [!WARNING]\n> ${warning}`;
    const newHead = await mergeLocally(request, ports, pull);
    if (request.dryRun) {
        log(`dry run: would push ${merge_with_reuse_short(newHead)} to ${remote}/${pull.headRef}, wait for ${request.checkName} and every check, ${plan.post ? `post '${plan.post}', ` : ''}then squash-merge PR #${pr}`);
        return { merged: false, headSha: newHead, sourceRun: run, comment: post, warning };
    }
    await git.push(remote, newHead, pull.headRef);
    log(`pushed ${merge_with_reuse_short(newHead)} to ${remote}/${pull.headRef}`);
    await awaitPushedHead(request, ports, pull.headSha, newHead);
    await waitForChecks(request, ports, newHead);
    await expectHead(github, pr, newHead);
    const posted = post === undefined ? undefined : await github.postComment(pr, post);
    try {
        if (posted && !request.allowedAssociations.includes(posted.authorAssociation)) {
            fail(`the ${command} comment ${posted.url} does not authorize reuse: its author association is ${posted.authorAssociation || 'unknown'} (allowed: ${request.allowedAssociations.join(', ')})`);
        }
        if (posted)
            log(`posted ${posted.url}`);
        await github.squashMerge(pr, newHead);
    }
    catch (error) {
        if (!posted)
            throw error;
        try {
            await github.deleteComment(posted.id);
        }
        catch (cleanup) {
            fail(`${error.message}; the ${command} comment ${posted.url} could not be deleted either (${cleanup.message}): delete it by hand`);
        }
        throw error;
    }
    log(`merged PR #${pr} (squash); main will reuse ${(0,expiry/* runLabel */.Az)(run)}`);
    return { merged: true, headSha: newHead, sourceRun: run, comment: post, warning };
}
/** GitHub moves the PR head to the pushed commit shortly after the push; any other head means someone else pushed. */
async function awaitPushedHead(request, { github, clock }, before, pushed) {
    let now = before;
    const headChanged = () => fail(`PR head changed to ${merge_with_reuse_short(now)}; expected ${merge_with_reuse_short(pushed)}`);
    await (0,src_clock/* pollUntil */.g)(clock, pollTimes(request), async () => {
        now = (await github.mergePull(request.pr)).headSha;
        if (now === pushed)
            return true;
        return now === before ? undefined : headChanged();
    }, headChanged);
}
const pollTimes = (request) => ({ timeoutMs: request.checkTimeoutSeconds * 1000, pollMs: request.pollSeconds * 1000 });
async function expectHead(github, pr, sha) {
    const now = (await github.mergePull(pr)).headSha;
    if (now !== sha)
        fail(`PR head changed to ${merge_with_reuse_short(now)}; expected ${merge_with_reuse_short(sha)}`);
}
/** Merges the base into the PR head on a detached HEAD and returns the commit to push; the checkout is restored. */
async function mergeLocally(request, { git, log }, pull) {
    const { pr, remote, changelogFile: file } = request;
    const base = `${remote}/${pull.baseRef}`;
    await git.fetch(remote, [pull.baseRef, pull.headRef]);
    const fetched = await git.revParse(`${remote}/${pull.headRef}`);
    if (fetched !== pull.headSha)
        fail(`PR head changed to ${merge_with_reuse_short(fetched)}; expected ${merge_with_reuse_short(pull.headSha)}`);
    const origin = await git.head();
    await git.checkoutDetached(pull.headSha);
    try {
        const conflicts = await git.merge(base, `Merge ${pull.baseRef} into PR #${pr} for sweep reuse ${request.policy.skipMarker}`);
        if (conflicts.length) {
            const others = conflicts.filter((path) => path !== file);
            if (others.length)
                fail(`Unexpected conflict(s) in: ${others.join(' ')} — only ${file} is auto-resolved`);
            let text;
            try {
                const context = { file, prNumber: pr, links: request.links };
                text = (0,merge/* resolveChangelogConflict */.B)(await git.show(':1', file), await git.show(':2', file), await git.show(':3', file), context);
            }
            catch (error) {
                return fail(`Could not safely resolve ${file}: ${error.message}`);
            }
            await git.writeAndAdd(file, text);
            await git.commit('', {});
            log(`resolved the ${file} conflict with ${base}`);
        }
        const merged = (await git.revParse('HEAD')) !== pull.headSha;
        const canonical = (0,merge/* canonicalizeChangelog */.H)(await git.show(base, file), await git.readFile(file), { file, prNumber: pr, links: request.links });
        if (canonical.changed)
            await git.writeAndAdd(file, canonical.text);
        log(canonical.message);
        const commit = refreshCommit(pr, merged, canonical.changed, request.policy.skipMarker);
        if (commit)
            await git.commit(commit.message, { amend: commit.amend, allowEmpty: commit.allowEmpty });
        return await git.revParse('HEAD');
    }
    finally {
        await git.restore(origin.branch ?? origin.sha);
    }
}
/**
 * Waits for the changelog check, then for every check of the commit, failing at the first failure;
 * each wait is bounded by the check timeout.
 */
async function waitForChecks(request, { github, clock, log }, sha) {
    await (0,src_clock/* pollUntil */.g)(clock, pollTimes(request), async () => {
        const check = (await github.checks(sha)).find((c) => c.name === request.checkName);
        if (check?.status !== 'completed')
            return undefined;
        return check.conclusion === 'success' ? true : fail(failedText(check));
    }, () => fail(`Timed out after ${request.checkTimeoutSeconds}s waiting for ${request.checkName} on ${sha}`));
    log(`${request.checkName} passed on ${merge_with_reuse_short(sha)}`);
    await (0,src_clock/* pollUntil */.g)(clock, pollTimes(request), async () => {
        const { failed, pending } = checksVerdict(await github.checks(sha));
        if (failed)
            fail(failedText(failed));
        return pending ? undefined : true;
    }, () => fail(`Timed out after ${request.checkTimeoutSeconds}s waiting for the checks on ${sha}`));
    log(`all checks passed on ${merge_with_reuse_short(sha)}`);
}

// EXTERNAL MODULE: ./packages/gating/src/labels/load-policy.ts + 1 modules
var load_policy = __webpack_require__(5672);
// EXTERNAL MODULE: ./packages/gating/src/adapters/reuse-github.ts
var reuse_github = __webpack_require__(5151);
;// CONCATENATED MODULE: ./packages/gating/src/adapters/merge-github.ts


/** A commit status's state as a check run's status and conclusion. */
const STATUS_STATES = {
    pending: { status: 'in_progress', conclusion: null },
    success: { status: 'completed', conclusion: 'success' },
    failure: { status: 'completed', conclusion: 'failure' },
    error: { status: 'completed', conclusion: 'error' }
};
/** The merge helper's port over the REST client (the reuse finder's reads plus its writes). */
function restMergeGitHub(client) {
    return {
        ...(0,reuse_github/* restReuseGitHub */.qh)(client),
        async mergePull(pr) {
            const data = (0,reuse_github/* obj */.WL)(await client.get(`/pulls/${pr}`));
            const head = (0,reuse_github/* obj */.WL)(data.head);
            const headRepo = (0,reuse_github/* obj */.WL)(head.repo).full_name;
            const baseRepo = (0,reuse_github/* obj */.WL)((0,reuse_github/* obj */.WL)(data.base).repo).full_name;
            const labels = Array.isArray(data.labels) ? data.labels.map((l) => (0,reuse_github/* str */.gx)((0,reuse_github/* obj */.WL)(l).name)) : [];
            if (typeof data.state !== 'string' || typeof head.sha !== 'string' || typeof head.ref !== 'string') {
                throw new errors/* SweepkitError */.R0(`GitHub API /pulls/${pr} answered without state, head.ref or head.sha`, { code: 'github-api' });
            }
            return {
                state: data.state,
                merged: data.merged === true || Boolean(data.merged_at),
                draft: data.draft === true,
                // A deleted fork has no head repository: still not ours to push to.
                fork: typeof headRepo !== 'string' || headRepo !== (typeof baseRepo === 'string' ? baseRepo : client.repo),
                labels,
                headRef: head.ref,
                headSha: head.sha,
                baseRef: (0,reuse_github/* str */.gx)((0,reuse_github/* obj */.WL)(data.base).ref) || 'main'
            };
        },
        async postComment(pr, body) {
            const c = (0,reuse_github/* obj */.WL)(await client.post(`/issues/${pr}/comments`, { body }));
            return {
                id: (0,reuse_github/* str */.gx)(c.id),
                body: (0,reuse_github/* str */.gx)(c.body),
                authorAssociation: (0,reuse_github/* str */.gx)(c.author_association),
                createdAt: (0,reuse_github/* str */.gx)(c.created_at),
                url: (0,reuse_github/* str */.gx)(c.html_url),
                author: (0,reuse_github/* str */.gx)((0,reuse_github/* obj */.WL)(c.user).login)
            };
        },
        async deleteComment(id) {
            await client.delete(`/issues/comments/${id}`);
        },
        async checks(sha) {
            const runs = (await (0,reuse_github/* collect */.Fo)(client.pages(`/commits/${sha}/check-runs`, {}, 'check_runs'))).map((r) => ({
                name: (0,reuse_github/* str */.gx)(r.name),
                status: (0,reuse_github/* str */.gx)(r.status),
                conclusion: typeof r.conclusion === 'string' ? r.conclusion : null,
                url: (0,reuse_github/* str */.gx)(r.details_url) || (0,reuse_github/* str */.gx)(r.html_url)
            }));
            const combined = (0,reuse_github/* obj */.WL)(await client.get(`/commits/${sha}/status`)).statuses;
            const statuses = Array.isArray(combined) ? combined : [];
            return [
                ...runs,
                ...statuses
                    .map(reuse_github/* obj */.WL)
                    .map((s) => ({ name: (0,reuse_github/* str */.gx)(s.context), url: (0,reuse_github/* str */.gx)(s.target_url), ...(STATUS_STATES[(0,reuse_github/* str */.gx)(s.state)] ?? STATUS_STATES.pending) }))
            ];
        },
        async squashMerge(pr, sha) {
            await client.put(`/pulls/${pr}/merge`, { merge_method: 'squash', sha });
        }
    };
}

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: ./packages/common/src/git.ts
var src_git = __webpack_require__(8759);
// EXTERNAL MODULE: ./packages/common/src/adapters/write-atomic.ts
var write_atomic = __webpack_require__(1825);
;// CONCATENATED MODULE: ./packages/gating/src/adapters/merge-git.ts



/** `git <args>` whose failure is one line naming the git command (its stderr's last line says why). */
async function merge_git_git(cwd, args) {
    try {
        return (await (0,git/* runGit */.E)(cwd, args)).toString('utf8');
    }
    catch (error) {
        if (!(error instanceof src_git/* GitError */.X))
            throw error;
        const detail = error.detail.split('\n').filter(Boolean).at(-1) ?? '';
        throw new errors/* SweepkitError */.R0(`git ${args[0]} failed: ${detail}`, { code: 'git' });
    }
}
/**
 * The merge helper's git: `git` with argv arrays in the clone at `cwd` (branch names and messages
 * never reach a shell); `--end-of-options` keeps a ref from being read as an option.
 */
function execMergeGit(cwd) {
    const show = (0,git/* execGit */.I)(cwd).show;
    return {
        status: () => merge_git_git(cwd, ['status', '--porcelain']),
        async head() {
            const sha = (await merge_git_git(cwd, ['rev-parse', '--verify', 'HEAD'])).trim();
            const branch = (await (0,git/* runGit */.E)(cwd, ['symbolic-ref', '-q', '--short', 'HEAD']).then((out) => out.toString('utf8').trim(), () => '')) || undefined;
            return { branch, sha };
        },
        async fetch(remote, branches) {
            await merge_git_git(cwd, ['fetch', '-q', '--no-tags', '--end-of-options', remote, ...branches.map((b) => `+refs/heads/${b}:refs/remotes/${remote}/${b}`)]);
        },
        revParse: async (ref) => (await merge_git_git(cwd, ['rev-parse', '--verify', '--end-of-options', `${ref}^{commit}`])).trim(),
        async checkoutDetached(sha) {
            await merge_git_git(cwd, ['checkout', '-q', '--detach', sha]);
        },
        async restore(ref) {
            await merge_git_git(cwd, ['reset', '-q', '--hard']);
            await merge_git_git(cwd, ['checkout', '-q', ref]);
        },
        async merge(ref, message) {
            try {
                await merge_git_git(cwd, ['merge', '-q', '--no-ff', '--no-edit', '-m', message, '--end-of-options', ref]);
                return [];
            }
            catch (error) {
                const conflicts = (await merge_git_git(cwd, ['diff', '--name-only', '--diff-filter=U', '-z'])).split('\0').filter(Boolean);
                if (conflicts.length === 0)
                    throw error;
                return conflicts;
            }
        },
        async show(ref, path) {
            try {
                return await show(ref, path);
            }
            catch (error) {
                if (!(error instanceof src_git/* GitError */.X))
                    throw error;
                throw new errors/* SweepkitError */.R0(`could not read ${path} at ${ref}: ${error.detail.split('\n').at(-1)}`, { code: 'git' });
            }
        },
        async readFile(path) {
            try {
                return await (0,promises_.readFile)((0,external_node_path_.resolve)(cwd, path));
            }
            catch (error) {
                throw new errors/* SweepkitError */.R0(`could not read ${path}: ${error.code ?? error.message}`, { code: 'file-unreadable' });
            }
        },
        async writeAndAdd(path, text) {
            (0,write_atomic/* writeFileAtomic */.Zf)((0,external_node_path_.resolve)(cwd, path), text);
            await merge_git_git(cwd, ['add', '--', path]);
        },
        async commit(message, options = {}) {
            await merge_git_git(cwd, [
                'commit',
                '-q',
                ...(options.amend ? ['--amend'] : []),
                ...(options.allowEmpty ? ['--allow-empty'] : []),
                ...(message ? ['-m', message] : ['--no-edit'])
            ]);
        },
        async push(remote, sha, branch) {
            await merge_git_git(cwd, ['push', '-q', '--end-of-options', remote, `${sha}:refs/heads/${branch}`]);
        }
    };
}

// EXTERNAL MODULE: ./cli/src/options.ts
var src_options = __webpack_require__(6132);
// EXTERNAL MODULE: ./packages/changelog/src/strict/links.ts
var links = __webpack_require__(1331);
;// CONCATENATED MODULE: ./cli/src/commands/merge-with-reuse.ts





const PROG = `sweepkit ${options/* MERGE_WITH_REUSE_COMMAND */.TB.cli}`;
/** `owner/name` from --repo / $GITHUB_REPOSITORY, else from the remote's URL (as gh does). */
async function repository(given, cwd, remote) {
    if (given)
        return given;
    // The configured URL, before url.<base>.insteadOf rewrites it for fetch and push.
    const url = await (0,git/* runGit */.E)(cwd, ['config', '--get', `remote.${remote}.url`]).then((out) => out.toString('utf8'), () => '');
    const repo = repoFromRemoteUrl(url);
    if (!repo)
        throw new errors/* UsageError */.eb(`${PROG}: error: --repo is required (the URL of remote '${remote}' names no GitHub repository)`);
    return repo;
}
/**
 * `sweepkit merge-with-reuse PR`: the operator path of `utils/merge_with_reuse.sh`. Progress on
 * stdout; any failure is `error: {message}` and exit 1, and nothing is posted, pushed or merged
 * after a failed step (a failure before the push leaves GitHub untouched).
 */
const mergeWithReuseCommand = async (argv, io) => {
    const { values, positionals } = (0,src_options/* parseCommandArgs */.Q)(options/* MERGE_WITH_REUSE_COMMAND */.TB, argv, io, [{ name: 'PR', help: 'the pull request number' }]);
    const prText = positionals[0];
    if (!/^[1-9]\d*$/.test(prText))
        throw new errors/* UsageError */.eb(`${PROG}: error: argument PR: invalid pull request number: '${prText}'`);
    let runId;
    try {
        runId = (0,options/* pinnedRunIdOption */.AJ)(values['run-id']);
    }
    catch (error) {
        throw error instanceof errors/* UsageError */.eb ? new errors/* UsageError */.eb(`${PROG}: error: ${error.message}`) : error;
    }
    try {
        const repo = await repository(values.repo, io.cwd, values.remote);
        const policyFile = values['policy-file'];
        const policy = (0,load_policy/* loadLabelPolicy */.f)(io.files, policyFile === undefined ? undefined : (0,external_node_path_.resolve)(io.cwd, policyFile), policyFile);
        const client = (0,github_rest/* githubRestClient */.Ti)(io.env, repo);
        await mergeWithReuse({
            repo,
            pr: Number(prText),
            remote: values.remote,
            changelogFile: values.file,
            links: (0,links/* linkPolicy */.ln)(repo),
            policy,
            workflowId: values['workflow-id'],
            command: values['pinned-run-command'],
            allowedAssociations: (0,options/* commaList */.od)(values['allowed-author-associations']),
            runId,
            expiryWarningDays: values['expiry-warning-days'],
            checkName: values['check-name'],
            checkTimeoutSeconds: values['check-timeout'],
            pollSeconds: values['poll-interval'],
            dryRun: values['dry-run']
        }, {
            github: restMergeGitHub(client),
            git: execMergeGit(io.cwd),
            clock: system_clock/* systemClock */.m,
            log: (line) => io.stdout(`${line}\n`)
        });
        return 0;
    }
    catch (error) {
        if (!(error instanceof errors/* SweepkitError */.R0) || error.exitCode === 2)
            throw error;
        io.stderr(`error: ${error.message}\n`);
        return 1;
    }
};
/* harmony default export */ const merge_with_reuse = (mergeWithReuseCommand);


/***/ })

};
