/** Which errors mean "database unreachable" (answered 503), and what of them may reach the log. */
import { databaseUnavailableReason } from '@/server/db/unavailable';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

test('connection-level failures are recognised, also when drizzle wraps them', () => {
  expect(databaseUnavailableReason(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'))).toBe(
    'ECONNREFUSED: connect ECONNREFUSED 127.0.0.1:5432',
  );
  expect(databaseUnavailableReason(withCode('terminating connection due to administrator command', '57P01'))).toBe(
    '57P01: terminating connection due to administrator command',
  );
  expect(databaseUnavailableReason(withCode('the database system is starting up', '57P03'))).not.toBeNull();
  expect(databaseUnavailableReason(withCode('connection failure', '08006'))).not.toBeNull();
  expect(databaseUnavailableReason(new Error('Connection terminated unexpectedly'))).toBe('Connection terminated unexpectedly');
  const wrapped = new Error('Failed query: select * from users where email = $1\nparams: secret@example.org', {
    cause: new Error('Client has encountered a connection error and is not queryable'),
  });
  expect(databaseUnavailableReason(wrapped)).toBe('Client has encountered a connection error and is not queryable');
});

test('errors of the request itself are not', () => {
  expect(databaseUnavailableReason(withCode('duplicate key value violates unique constraint', '23505'))).toBeNull();
  expect(databaseUnavailableReason(withCode('invalid input syntax for type integer', '22P02'))).toBeNull();
  expect(databaseUnavailableReason(new Error('Failed query: select 1', { cause: withCode('syntax error', '42601') }))).toBeNull();
  expect(databaseUnavailableReason('a string')).toBeNull();
  expect(databaseUnavailableReason(null)).toBeNull();
});
