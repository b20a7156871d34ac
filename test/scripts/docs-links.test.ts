import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');

const PAGES = readdirSync(join(root, 'docs'))
  .filter((name) => name.endsWith('.md'))
  .map((name) => `docs/${name}`);

const DOCUMENTS = [
  'README.md',
  'SECURITY.md',
  'CONTRIBUTING.md',
  ...PAGES,
  'agents/README.md',
  'bench/README.md',
  'server/README.md',
  'training/README.md',
];

/** The README is the front door: what a newcomer reads in five minutes. */
const README_MAX_LINES = 250;

/** The anchor GitHub gives a heading: lower case, punctuation dropped, spaces as hyphens. */
function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

function anchors(path: string): Set<string> {
  const text = readFileSync(join(root, path), 'utf8').replace(/```[\s\S]*?```/g, '');
  return new Set([...text.matchAll(/^#{1,6} (.+)$/gm)].map(([, heading]) => slug(heading ?? '')));
}

/** Every relative link of a document: [text](target), outside code blocks. */
function links(path: string): string[] {
  const text = readFileSync(join(root, path), 'utf8').replace(/```[\s\S]*?```/g, '');
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)]
    .map(([, target]) => target ?? '')
    .filter((target) => !/^[a-z]+:/.test(target));
}

describe('the documentation’s links', () => {
  it('makes slugs as GitHub does', () => {
    expect(slug("The checkout is not the pull request's head (`GH_003`)")).toBe(
      'the-checkout-is-not-the-pull-requests-head-gh_003',
    );
    expect(slug('An input or `remora.yaml` is refused (`CONFIG_001`)')).toBe(
      'an-input-or-remorayaml-is-refused-config_001',
    );
  });

  it.each(DOCUMENTS)('%s links to files and headings that exist', (doc) => {
    for (const link of links(doc)) {
      const [file = '', anchor] = link.split('#');
      const target = file === '' ? doc : normalize(join(dirname(doc), file));
      expect(existsSync(join(root, target)), `${doc}: ${link}`).toBe(true);
      if (anchor !== undefined) expect(anchors(target), `${doc}: ${link}`).toContain(anchor);
    }
  });

  it('links the README to the troubleshooting guide', () => {
    expect(links('README.md')).toContain('docs/troubleshooting.md');
  });

  it(`keeps the README at most ${README_MAX_LINES} lines: the rest is in docs/`, () => {
    const lines = readFileSync(join(root, 'README.md'), 'utf8').split('\n').length - 1;
    expect(lines, 'README.md: move the detail into a page of docs/').toBeLessThanOrEqual(
      README_MAX_LINES,
    );
  });

  it('lets a reader find every page of docs/ from the README and the docs index', () => {
    const linked = new Set(
      [...links('README.md'), ...links('docs/README.md').map((link) => `docs/${link}`)].map(
        (link) => normalize(link.split('#')[0] ?? ''),
      ),
    );
    expect(linked).toContain('docs/README.md');
    for (const page of PAGES.filter((page) => page !== 'docs/README.md'))
      expect(linked, page).toContain(page);
  });
});
