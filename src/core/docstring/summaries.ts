import {
  capitalise,
  identifierWords,
  indefinite,
  nameShape,
  predicatePhrase,
  sentence,
  subjectOf,
  withArticle,
} from './phrasing.js';
import type { RaisedException, Signature, SignatureParam } from './types.js';

/** True when the node gives back a value a Returns section should describe. */
export function returnsSomething(signature: Signature): boolean {
  if (signature.is_generator || signature.node_type === 'class' || signature.node_type === 'file')
    return false;
  if (signature.returns !== null)
    return !/^(None|NoReturn|Never|typing\.NoReturn|typing\.Never)$/.test(signature.returns);
  return signature.returns_value;
}

function isProperty(signature: Signature): boolean {
  return signature.decorators.some((d) =>
    /^(property|functools\.cached_property|cached_property)$/.test(d),
  );
}

/**
 * A summary line from the node's name and body, in the imperative mood of
 * PEP 257: `get_user_name` -> "Get the user name.", `is_valid` -> "Return
 * whether value is valid.", a body that is one `return a + b` -> "Return a + b.".
 */
export function deriveSummary(signature: Signature): string {
  if (signature.node_type === 'file') return moduleSummary(signature);
  if (signature.node_type === 'class') return classSummary(signature);
  const dunder = dunderSummary(signature);
  if (dunder) return dunder;
  const subject = subjectOf(signature.class_name, signature.params[0]?.name);
  const shape = nameShape(signature.name);
  if (isProperty(signature))
    return sentence(
      withArticle(
        shape.kind === 'noun'
          ? shape.words
          : shape.rest.length
            ? shape.rest
            : [shape.verb.toLowerCase()],
      ),
    );
  if (shape.kind === 'predicate')
    return sentence(`Return whether ${subject} ${predicatePhrase(shape)}`);
  // Prefix phrases ("Convert to", "Iterate over") take their object bare.
  if (shape.kind === 'verb' && shape.rest.length > 0)
    return sentence(
      `${shape.verb} ${shape.verb.includes(' ') ? shape.rest.join(' ') : withArticle(shape.rest)}`,
    );
  if (signature.single_return) return sentence(`Return ${signature.single_return}`);
  if (shape.kind === 'verb') return sentence(`${shape.verb} ${verbObject(signature)}`.trim());
  if (signature.is_generator) return sentence(`Yield ${withArticle(shape.words)}`);
  if (returnsSomething(signature)) return sentence(`Return ${withArticle(shape.words)}`);
  if (signature.name === 'main') return 'Run the program.';
  return sentence(`Perform ${withArticle(shape.words)}`);
}

/** What a bare verb acts on: its first parameter (`parse(text)`), else a method's class (`Server.start`). */
function verbObject(signature: Signature): string {
  const first = signature.params[0];
  if (first && first.kind !== 'var_keyword' && first.kind !== 'var_positional')
    return withArticle(identifierWords(first.name));
  return signature.class_name ? withArticle(identifierWords(signature.class_name)) : '';
}

/** "An order.", and for an exception class that does not say so itself, "An empty error.". */
function classSummary(signature: Signature): string {
  const words = identifierWords(signature.name);
  const exception = signature.base_classes.some((base) => /(Error|Exception|Warning)$/.test(base));
  const named = /^(error|exception|warning)$/i.test(words.at(-1) ?? '');
  return sentence(indefinite(exception && !named ? [...words, 'error'] : words));
}

function moduleSummary(signature: Signature): string {
  const words = identifierWords(signature.name);
  return sentence(`${words.length > 0 ? capitalise(words.join(' ')) : 'This'} module`);
}

function dunderSummary(signature: Signature): string | undefined {
  const match = /^__([a-z_]+)__$/.exec(signature.name);
  if (!match) return undefined;
  const owner = signature.class_name
    ? withArticle(identifierWords(signature.class_name))
    : 'the object';
  const arg = signature.params[0]
    ? identifierWords(signature.params[0].name.replace(/^\*+/, '')).join(' ')
    : 'other';
  const compare: Readonly<Record<string, string>> = {
    lt: 'is less than',
    le: 'is at most',
    gt: 'is greater than',
    ge: 'is at least',
    eq: 'equals',
    ne: 'differs from',
  };
  const phrases: Readonly<Record<string, string>> = {
    init: `Initialize ${owner}`,
    new: `Create ${owner}`,
    post_init: `Finish initializing ${owner}`,
    repr: `Return the developer representation of ${owner}`,
    str: `Return ${owner} as text`,
    hash: `Return the hash of ${owner}`,
    len: `Return the length of ${owner}`,
    iter: `Iterate over ${owner}`,
    next: 'Return the next item',
    contains: `Return whether ${owner} contains ${arg}`,
    getitem: `Return the item at ${arg}`,
    setitem: `Set the item at ${arg}`,
    delitem: `Delete the item at ${arg}`,
    call: `Call ${owner}`,
    enter: `Enter the context of ${owner}`,
    exit: `Exit the context of ${owner}`,
    bool: `Return whether ${owner} is truthy`,
    getattr: `Return the attribute named ${arg}`,
  };
  const name = match[1] ?? '';
  const phrase =
    phrases[name] ??
    (compare[name]
      ? `Return whether ${owner} ${compare[name]} ${arg}`
      : `Implement ${signature.name}`);
  return sentence(phrase);
}

/** A parameter's description: "The user ID.", "Whether to use the cache.", "Additional keyword arguments.". */
export function describeParam(param: SignatureParam): string {
  if (param.kind === 'var_positional') return 'Additional positional arguments.';
  if (param.kind === 'var_keyword') return 'Additional keyword arguments.';
  const words = identifierWords(param.name);
  const flag = param.annotation === 'bool' || param.default === 'True' || param.default === 'False';
  if (flag) {
    const shape = nameShape(param.name);
    if (shape.kind === 'predicate') return sentence(`Whether it ${predicatePhrase(shape)}`);
    if (shape.kind === 'verb')
      return sentence(`Whether to ${shape.verb.toLowerCase()} ${withArticle(shape.rest)}`.trim());
    return sentence(`Whether ${words.join(' ')} is enabled`);
  }
  return sentence(withArticle(words) || param.name);
}

/** What a Returns section says: the value the name promises, or a predicate's truth. */
export function describeReturn(signature: Signature): string {
  const shape = nameShape(signature.name);
  if (shape.kind === 'predicate') {
    return `True if ${subjectOf(signature.class_name, signature.params[0]?.name)} ${predicatePhrase(shape)}, else False.`;
  }
  // `from_csv` builds the thing; it does not return a CSV.
  if (shape.kind === 'verb' && shape.verb === 'Create from') {
    return sentence(
      signature.class_name
        ? `the new ${identifierWords(signature.class_name).join(' ')}`
        : 'the new object',
    );
  }
  const words = shape.kind === 'noun' ? shape.words : shape.rest;
  if (words.length > 0 && !/^__/.test(signature.name)) return sentence(withArticle(words));
  return 'The result.';
}

/** What a Yields section says. */
export function describeYield(signature: Signature): string {
  const shape = nameShape(signature.name);
  const words = shape.kind === 'noun' ? shape.words : shape.kind === 'verb' ? shape.rest : [];
  return words.length > 0 ? sentence(withArticle(words)) : 'The next value.';
}

/** Why an exception is raised: its message, else the branch's condition. */
export function describeRaise(raised: RaisedException): string {
  if (raised.message) return sentence(raised.message);
  if (raised.condition) return sentence(`If ${raised.condition}`);
  if (raised.exception === 'NotImplementedError') return 'Always; subclasses implement this.';
  return 'On failure.';
}

/** An attribute's description. */
export function describeAttribute(name: string): string {
  return sentence(withArticle(identifierWords(name)) || name);
}
