import { describe, expect, it } from 'vitest';
import { redactingPort, registerSecrets } from '../../../src/adapters/github/secrets.js';

describe('redactingPort', () => {
  it('sends GitHub no registered secret, whichever call carries it', async () => {
    registerSecrets('ghs_planted_token', undefined, 'sk-planted-key');
    const sent: unknown[] = [];
    const port = redactingPort({
      async createReview(request: { body: string; comments: { body: string }[] }) {
        sent.push(request);
        return 1;
      },
      async replyToComment(id: number, body: string) {
        sent.push([id, body]);
      },
    });
    await port.createReview({
      body: 'a server said: bad key sk-planted-key',
      comments: [{ body: 'token ghs_planted_token' }],
    });
    await port.replyToComment(7, 'ghs_planted_token');
    expect(sent).toEqual([
      { body: 'a server said: bad key ***', comments: [{ body: 'token ***' }] },
      [7, '***'],
    ]);
  });
});
