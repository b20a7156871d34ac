import { beforeAll, expect, it } from 'vitest';
import { createOctokit } from '../../../src/adapters/github/octokit-client.js';
import { clientOptions, restApi } from '../../support/github-api.js';
import { interceptNetwork } from '../../support/network.js';

// GitHub asks for a second between writes (the default), and more between
// writes that notify people. Checked at a fifth of the scale, as the gaps
// between the requests' arrivals: the spacing holds between their starts, and
// a loaded machine can delay one arrival more than the next, so the bounds
// leave 100 ms of slack. Without the spacing the gaps are a few milliseconds.

beforeAll(() => interceptNetwork());

const LABELS = 'POST /repos/{owner}/{repo}/issues/{issue_number}/labels';
const COMMENTS = 'POST /repos/{owner}/{repo}/issues/{issue_number}/comments';

/** The gaps in milliseconds between `count` concurrent writes as they reached the API. */
async function gaps(writeSpacingMs: number, route: string, count: number): Promise<number[]> {
  const seen: number[] = [];
  restApi()
    .post(
      route
        .replace('POST ', '')
        .replace('{owner}/{repo}', 'octo/demo')
        .replace('{issue_number}', '2'),
    )
    .times(count)
    .reply(201, () => {
      seen.push(performance.now());
      return { id: seen.length };
    });
  const octokit = createOctokit({ ...clientOptions(), writeSpacingMs });
  await Promise.all(
    Array.from({ length: count }, () =>
      octokit.request(route, { owner: 'octo', repo: 'demo', issue_number: 2, body: 'x' }),
    ),
  );
  return seen.slice(1).map((at, i) => at - (seen[i] as number));
}

it('leaves the spacing between writes', async () => {
  for (const gap of await gaps(200, LABELS, 3)) expect(gap).toBeGreaterThanOrEqual(100);
});

it('leaves three times the spacing between writes that notify people', async () => {
  for (const gap of await gaps(200, COMMENTS, 3)) expect(gap).toBeGreaterThanOrEqual(500);
});
