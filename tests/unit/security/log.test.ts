import { createLogger, currentRequestId, withRequestContext } from '@/server/log';

function capture() {
  const lines: string[] = [];
  return { lines, logger: createLogger({ level: 'info', destination: { write: (line: string) => void lines.push(line) } }) };
}

describe('the logger', () => {
  it('writes one JSON object per line with level, time and message', () => {
    const { lines, logger } = capture();
    logger.info({ method: 'GET' }, 'request');
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] ?? '')).toEqual(
      expect.objectContaining({ level: 'info', msg: 'request', method: 'GET', time: expect.any(String) }),
    );
  });

  it('redacts secrets at the top level and nested', () => {
    const { lines, logger } = capture();
    logger.warn(
      {
        password: 'hunter2-top',
        body: { password: 'hunter2-nested', currentPassword: 'old-pass', resetPasswordToken: 'tok-1' },
        headers: { 'access-token': 'at-123', client: 'cl-456', cookie: 'vp_session=abc', authorization: 'Bearer xyz' },
        req: { headers: { 'set-cookie': 'vp_session=def' } },
        deep: { a: { b: { token: 'deep-token' } } },
      },
      'something',
    );
    const line = lines[0] ?? '';
    for (const secret of [
      'hunter2-top',
      'hunter2-nested',
      'old-pass',
      'tok-1',
      'at-123',
      'cl-456',
      'vp_session=abc',
      'Bearer xyz',
      'vp_session=def',
      'deep-token',
    ]) {
      expect(line).not.toContain(secret);
    }
    expect(JSON.parse(line).headers).toEqual({
      'access-token': '[redacted]',
      client: '[redacted]',
      cookie: '[redacted]',
      authorization: '[redacted]',
    });
  });

  it('adds the request id of the request being handled, and none outside one', async () => {
    const { lines, logger } = capture();
    await withRequestContext({ requestId: 'req-12345678' }, async () => {
      await Promise.resolve();
      logger.info('inside');
      expect(currentRequestId()).toBe('req-12345678');
    });
    logger.info('outside');
    expect(lines.map((l) => JSON.parse(l).requestId)).toEqual(['req-12345678', undefined]);
  });
});
