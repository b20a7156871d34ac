import type { Git } from './adapters/git.js';
import { loadLanguage } from './adapters/tree-sitter.js';
import type { RemoraConfig } from './config.js';
import { parseGitDiff } from './core/diff/index.js';
import { tryLanguageFor } from './core/discovery/language-packs.js';
import type { LoadedLanguage } from './core/discovery/discover-file.js';
import { planOpGraph } from './core/engine/op-graph.js';
import { commentableRanges } from './core/publish/commentable-lines.js';
import { DEFAULT_MAX_COMMENTS, planReview } from './core/publish/plan-review.js';
import { collectFindings, collectWorkspaces } from './core/publish/publish-input.js';
import { finalWorkspaces, type ReviewReport } from './engine/review.js';

/** Where the review was computed: the revisions whose diff a pull request would show. */
export interface GithubReviewTarget {
  git: Git;
  base: string;
  /** The head commit SHA. */
  head: string;
  config: RemoraConfig;
}

/**
 * `--format github`: the exact request body the action sends to
 * `pulls.createReview` for this review, planned by the same code.
 */
export async function formatGithubReview(
  report: ReviewReport,
  target: GithubReviewTarget,
): Promise<string> {
  const { git, head } = target;
  const base = await git.mergeBase(await git.resolveCommit(target.base), head);
  const graph = planOpGraph(report.ops, target.config.graph.edges);
  const workspaces = await collectWorkspaces(
    report.nodes.map((node) => ({ ...node, finals: finalWorkspaces(node, graph) })),
  );
  const parses = await createParseCheck(workspaces.flatMap((w) => [...w.head.keys()]));
  const plan = planReview({
    commit_id: head,
    workspaces,
    findings: collectFindings(report.nodes),
    commentable: commentableRanges(parseGitDiff(await git.diff(base, head))),
    maxComments: DEFAULT_MAX_COMMENTS,
    parses,
    nodes: report.nodes.length,
  });
  return `${JSON.stringify(plan.review, null, 2)}\n`;
}

/** A tree-sitter check for every language among `paths`; files no pack reads pass. */
async function createParseCheck(
  paths: readonly string[],
): Promise<(path: string, text: string) => boolean> {
  const languages = new Map<string, LoadedLanguage>();
  for (const path of paths) {
    const pack = tryLanguageFor(path);
    if (pack && !languages.has(pack.id)) languages.set(pack.id, await loadLanguage(pack));
  }
  return (path, text) => {
    const pack = tryLanguageFor(path);
    const language = pack && languages.get(pack.id);
    if (!language) return true;
    const tree = language.parser.parse(text);
    const parses = tree !== null && !tree.rootNode.hasError;
    tree?.delete();
    return parses;
  };
}
