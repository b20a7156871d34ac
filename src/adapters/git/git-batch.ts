/** What `git cat-file --batch` said about one object name. */
export type BatchAnswer =
  { kind: 'blob'; bytes: Buffer } | { kind: 'absent' } | { kind: 'outside'; detail: string };

const OBJECT_HEADER = /^[0-9a-f]{40,64} (\w+) (\d+)$/;
// `--follow-symlinks` answers that carry a body: `<kind> <size>\n<size bytes>\n`.
const SIZED_ANSWER = /^(symlink|loop|dangling|notdir) (\d+)$/;

/**
 * Reads the answers of one `git cat-file --batch` call, one per name asked, in
 * order: an object header then its bytes; `<name> missing` alone; and with
 * `--follow-symlinks`, links git could not follow inside the tree.
 */
export function parseBatchAnswers(stdout: Buffer, count: number): BatchAnswer[] {
  const answers: BatchAnswer[] = [];
  let offset = 0;
  while (answers.length < count) {
    const newline = stdout.indexOf(10, offset);
    const end = newline < 0 ? stdout.length : newline;
    const header = stdout.subarray(offset, end).toString('utf8');
    const body = end + 1;
    const object = OBJECT_HEADER.exec(header);
    const sized = SIZED_ANSWER.exec(header);
    if (object) {
      const size = Number(object[2]);
      answers.push(
        object[1] === 'blob'
          ? { kind: 'blob', bytes: stdout.subarray(body, body + size) }
          : { kind: 'absent' },
      );
      offset = body + size + 1;
    } else if (sized) {
      // In-tree links are followed by git itself; these are the ones it could not follow.
      if (sized[1] === 'symlink')
        answers.push({ kind: 'outside', detail: 'a link out of the tree' });
      else if (sized[1] === 'loop')
        answers.push({ kind: 'outside', detail: 'a symbolic link loop' });
      else answers.push({ kind: 'absent' }); // dangling (a link to nothing), notdir
      offset = body + Number(sized[2]) + 1;
    } else {
      answers.push({ kind: 'absent' }); // `<name> missing`, `<name> ambiguous`, or no answer
      offset = body;
    }
  }
  return answers;
}
