/**
 * The docstring op's engine for TypeScript and JavaScript: JSDoc/TSDoc read,
 * checked against the code and repaired where no judgement is needed.
 */
export { grammarOf, type JsGrammar } from './grammar.js';
export { parseJsDoc, type JsDoc, type JsDocParam, type JsDocTag } from './jsdoc.js';
export { definitionAt, definitionsOf, docCommentOf, type JsDefinition } from './definitions.js';
export { readSignature, type JsParam, type JsSignature } from './signature.js';
export {
  reviewJsDoc,
  type JsDocProblem,
  type JsDocReview,
  type JsDocReviewInput,
  type ReviewedNode,
} from './review-jsdoc.js';
export { jsdocCoverage } from './coverage.js';
export { readJsDoc, writeJsDoc, type ReadJsDoc } from './write-jsdoc.js';
export {
  docAsked,
  documentsExports,
  exportDocCounts,
  isExcusedFile,
  packageFolderOf,
} from './doc-asked.js';
