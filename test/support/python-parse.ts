import { execFileSync } from 'node:child_process';

// Reads a JSON list of sources and answers, for each, whether ast.parse accepts it.
const PARSES = `
import ast, json, sys
def parses(source):
    try:
        ast.parse(source)
        return True
    except Exception:
        return False
print(json.dumps([parses(source) for source in json.load(sys.stdin)]))
`;

/**
 * Whether Python's own parser accepts each text, in order: one interpreter
 * for the whole list, since a test that checks every node's result would
 * otherwise start Python once per node.
 */
export function pythonParses(sources: readonly string[]): boolean[] {
  if (sources.length === 0) return [];
  const answers = JSON.parse(
    execFileSync('python3', ['-c', PARSES], { input: JSON.stringify(sources), encoding: 'utf8' }),
  ) as boolean[];
  if (answers.length !== sources.length) throw new Error('python3 answered for another list');
  return answers;
}

/**
 * The labels of the texts Python's parser refuses, from `[label, text]`
 * pairs: `[]` when it accepts them all, so `expect(unparsable(texts)).toEqual([])`
 * names what broke.
 */
export function unparsable(texts: readonly (readonly [label: string, text: string])[]): string[] {
  const answers = pythonParses(texts.map(([, text]) => text));
  return texts.filter((_, i) => !answers[i]).map(([label]) => label);
}
