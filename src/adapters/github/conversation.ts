import { z } from 'zod';
import type { GitHubCommandPort, GitHubPort, Permission, PullRequestInfo } from '../../ports.js';
import { parseResponse, toGitHubError, toWriteError, tryHttpStatus } from './errors.js';
import type { RepositoryClient } from './octokit-client.js';

const repositorySchema = z.object({ full_name: z.string().min(1) });

const pullSchema = z.object({
  number: z.number().int().positive(),
  state: z.enum(['open', 'closed']),
  draft: z.boolean().optional(),
  html_url: z.string().min(1),
  head: z.object({
    sha: z.string().min(1),
    ref: z.string().min(1),
    repo: repositorySchema.nullable(),
  }),
  base: z.object({
    sha: z.string().min(1),
    ref: z.string().min(1),
    repo: repositorySchema.extend({ default_branch: z.string().min(1) }),
  }),
});

// `permission` keeps the legacy levels (maintain shows as write, triage as read);
// `role_name` names the role itself, or an organisation's custom role.
const permissionSchema = z.object({ permission: z.string(), role_name: z.string().optional() });

const ROLES: readonly Permission[] = ['admin', 'maintain', 'write', 'triage', 'read', 'none'];

const commentSchema = z.object({ id: z.number().int(), html_url: z.string().min(1) });

function asPermission(value: string | undefined): Permission | undefined {
  return ROLES.find((role) => role === value);
}

/** What a comment command reads of its pull request and writes back to its author. */
export function createConversation({
  octokit,
  owner,
  repo,
}: RepositoryClient): Pick<
  GitHubCommandPort,
  'getPullRequest' | 'addReaction' | 'createIssueComment' | 'replyToReviewComment'
> &
  Pick<GitHubPort, 'getPermission'> {
  return {
    async getPullRequest(number) {
      const what = `read pull request #${number}`;
      let data: unknown;
      try {
        ({ data } = await octokit.rest.pulls.get({ owner, repo, pull_number: number }));
      } catch (error) {
        throw toGitHubError(error, what);
      }
      const pull = parseResponse(pullSchema, data, what);
      return {
        number: pull.number,
        headSha: pull.head.sha,
        baseSha: pull.base.sha,
        headRef: pull.head.ref,
        baseRef: pull.base.ref,
        defaultBranch: pull.base.repo.default_branch,
        headRepo: pull.head.repo?.full_name ?? null,
        baseRepo: pull.base.repo.full_name,
        draft: pull.draft ?? false,
        state: pull.state,
        url: pull.html_url,
      } satisfies PullRequestInfo;
    },

    async getPermission(user) {
      const what = `read ${user}'s permission on ${owner}/${repo}`;
      let data: unknown;
      try {
        ({ data } = await octokit.rest.repos.getCollaboratorPermissionLevel({
          owner,
          repo,
          username: user,
        }));
      } catch (error) {
        // Not a collaborator, or no such user: no permission at all.
        if (tryHttpStatus(error) === 404) return 'none';
        throw toGitHubError(error, what);
      }
      const level = parseResponse(permissionSchema, data, what);
      // A custom role's name says nothing here; its base level does.
      return asPermission(level.role_name) ?? asPermission(level.permission) ?? 'none';
    },

    async addReaction(commentId, content, on = 'issue') {
      const what = `react with ${content} to ${on === 'review' ? 'review ' : ''}comment ${commentId}`;
      try {
        // 201 for a new reaction, 200 when it was there already: both are what was asked.
        if (on === 'review')
          await octokit.rest.reactions.createForPullRequestReviewComment({
            owner,
            repo,
            comment_id: commentId,
            content,
          });
        else
          await octokit.rest.reactions.createForIssueComment({
            owner,
            repo,
            comment_id: commentId,
            content,
          });
      } catch (error) {
        throw toWriteError(error, what, on === 'review' ? 'pull-requests: write' : 'issues: write');
      }
    },

    async createIssueComment(issueNumber, body) {
      const what = `comment on #${issueNumber}`;
      try {
        const { data } = await octokit.rest.issues.createComment({
          owner,
          repo,
          issue_number: issueNumber,
          body,
          // A retry after a 5xx could post the reply twice: GitHub may have taken the first.
          request: { retries: 0 },
        });
        const posted = parseResponse(commentSchema, data, what);
        return { id: posted.id, url: posted.html_url };
      } catch (error) {
        throw toWriteError(error, what, 'issues: write');
      }
    },

    async replyToReviewComment(pullNumber, commentId, body) {
      const what = `reply to review comment ${commentId} on #${pullNumber}`;
      try {
        const { data } = await octokit.rest.pulls.createReplyForReviewComment({
          owner,
          repo,
          pull_number: pullNumber,
          comment_id: commentId,
          body,
          // As with an issue comment: a retry after a 5xx could post the reply twice.
          request: { retries: 0 },
        });
        const posted = parseResponse(commentSchema, data, what);
        return { id: posted.id, url: posted.html_url };
      } catch (error) {
        throw toWriteError(error, what, 'pull-requests: write');
      }
    },
  };
}
