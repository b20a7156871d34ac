// The action logs through the job log's one writer (it stops workflow commands in the text).
export { info } from '../adapters/github/job-log.js';
