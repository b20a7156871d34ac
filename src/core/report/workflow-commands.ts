// The log's escaping lives with every other sink's, in inert-text.ts.
export { withCommandsStopped, withCommandsStoppedInStream } from './inert-text.js';
