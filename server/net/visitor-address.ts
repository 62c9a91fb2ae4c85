/**
 * The visitor's address for the web's own requests (server components, server actions, the /bff route),
 * resolved exactly as the backend resolves a request it receives. The web hands the result to the backend
 * in process (the `clientAddress` binding) or, to a remote backend, as X-Forwarded-For from a trusted proxy.
 */
import 'server-only';
import { serverEnv } from '../env';
import { installPeerStamp } from './peer-stamp';
import { requestClientAddress } from './request-address';

installPeerStamp();

export function visitorAddress(headers: Headers): string {
  return requestClientAddress(headers, undefined, serverEnv().trustPolicy);
}
