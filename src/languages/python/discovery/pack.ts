import type { LanguagePack } from '../../../core/discovery/language-packs.js';
import { tryOutlineDefinitions } from './definition-outline.js';

const COMMENT_TYPES = ['comment'];

/** Python's grammar, its definitions query and how to walk its statements. */
export const PYTHON: LanguagePack = {
  id: 'python',
  extensions: ['.py', '.pyi'],
  grammarWasm: 'tree-sitter-python.wasm',
  queryDir: 'languages/python/queries',
  queryFiles: ['definitions.scm'],
  commentTypes: COMMENT_TYPES,
  // A header that does not parse: the definitions by indentation, each header checked alone with a body.
  recoverDefinitions: (root, parses) =>
    tryOutlineDefinitions(root, COMMENT_TYPES, (header) => parses(`${header}\n pass\n`)),
  // PEP 263: a coding declaration in a comment on the first or second line.
  codingHeader: /^[ \t\f]*#.*?coding[:=][ \t]*([-\w.]+)/,
  statements: {
    definitions: { function_definition: 'function', class_definition: 'class' },
    decorated: 'decorated_definition',
    nameField: 'name',
    nameType: 'identifier',
    body: 'block',
    // The grammar's node types with a `block`, or a clause holding one, as a
    // child; their other children (conditions, targets, `with` items) are
    // expressions, which hold no definitions.
    containers: [
      'block',
      'if_statement',
      'elif_clause',
      'else_clause',
      'for_statement',
      'while_statement',
      'try_statement',
      'except_clause',
      'finally_clause',
      'with_statement',
      'match_statement',
      'case_clause',
    ],
    lexical: { lineComment: '#', continuation: '\\', quotes: `"'` },
  },
};
