import { readBodyFacts } from '../docs/body-facts.js';
import { tryConstructorDocumentedOnClass } from '../docs/constructor-docstring.js';
import { docstringAsWritten } from '../docs/python-syntax.js';
import { docstringLayout } from '../docs/docstring-layout.js';
import { parseDocstring } from '../docs/parse-docstring.js';
import type { DocstringProblem } from '../docs/repair-docstring.js';
import { reviewNodeDocstring } from '../docs/review-node-docstring.js';
import { readSignature } from '../docs/signature.js';
import type { CurrentDocstring } from '../docs/types.js';
import type { ToolContext } from '../../../ops/shared/tool-context.js';
import {
  classContractBefore,
  classContractsOf,
  signatureBefore,
  signatureDocumentedOn,
} from './node-syntax.js';
import { projectDocstringHabits, projectDocstringStyle } from './project-style.js';
import { currentDocstring } from './read-current-docstring.js';

/** What reviewing a node's docstring needs of the project and the base revision, read once. */
export async function docstringReviewInputs(context: ToolContext) {
  const { style } = await projectDocstringStyle(context);
  return {
    style,
    habits: await projectDocstringHabits(context),
    before: await signatureBefore(context),
    contractBefore: await classContractBefore(context),
  };
}

type Owner = Parameters<typeof tryConstructorDocumentedOnClass>[0];

/**
 * The node's docstring reviewed against its code: the repair tool and the
 * coverage check judge the same docstring the same way. A constructor
 * documented on its class is held to the class's docstring, and answers for
 * its parameters there, nothing more.
 */
export function reviewOwnerDocstring(
  inputs: Awaited<ReturnType<typeof docstringReviewInputs>>,
  owner: Owner,
  node: Parameters<typeof readSignature>[1],
) {
  const onClass = tryConstructorDocumentedOnClass(owner, inputs.style);
  const documented: Owner = onClass ?? owner;
  const { current: read, lines } = currentDocstring(documented, inputs.style);
  // A `\n` escape Python reads as a line break: the docstring is judged as its author wrote it.
  const written = docstringAsWritten(documented);
  const current = written === undefined ? read : asWritten(read, written);
  const reviewed = reviewNodeDocstring(
    signatureDocumentedOn(readSignature(owner, node), onClass),
    current,
    inputs.style,
    inputs.habits,
    inputs.before,
    classContractsOf(owner, inputs.contractBefore),
    onClass ? undefined : readBodyFacts(owner),
  );
  const broken = read.docstring === null ? [] : brokenLine(read.docstring, current, node.name);
  const review = { ...reviewed, problems: [...broken, ...reviewed.problems] };
  return { documented, current, lines, review };
}

function asWritten(read: CurrentDocstring, docstring: string): CurrentDocstring {
  const parsed = parseDocstring(docstring);
  return {
    ...read,
    docstring,
    summary: parsed.summary,
    description: parsed.description,
    other_sections: parsed.other_sections,
    detected_style: parsed.style,
    documented: parsed.documented,
  };
}

/**
 * The entries a `\n` escape cuts off: those its section holds as written
 * but not as Python reads it (help(), Sphinx). Said once, naming them.
 */
function brokenLine(value: string, written: CurrentDocstring, name: string): DocstringProblem[] {
  if (written.docstring === null || written.docstring === value) return [];
  const entries = (text: string): string[] =>
    docstringLayout(text.split('\n'), written.style).flatMap((section) =>
      section.entries.flatMap((entry) => (entry.name ? [entry.name] : [])),
    );
  const read = new Set(entries(value));
  const cut = [...new Set(entries(written.docstring))].filter((entry) => !read.has(entry));
  if (cut.length === 0) return [];
  const listed = cut.map((entry) => `\`${entry}\``);
  const named =
    listed.length === 1
      ? `the entry for ${listed[0] ?? ''} falls`
      : `the entries for ${listed.slice(0, -1).join(', ')} and ${listed.at(-1) ?? ''} fall`;
  return [
    {
      rule: 'docstring.escaped-line-break',
      message: `The docstring of \`${name}\` writes \`\\n\` in a string that is not raw: Python reads a line break there, and ${named} out of its section. Write \`\\\\n\`, or make the docstring raw (\`r"""\`).`,
    },
  ];
}
