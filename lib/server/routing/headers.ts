/**
 * Request headers set by proxy.ts for the app. The proxy always overwrites them, so a value sent by a client
 * never arrives; pages still check that the header agrees with the [center] route segment.
 */
export const CENTER_HEADER = 'x-center-slug';

/** `gelderland` on the Gelderse Handen host, `meedoen` elsewhere (DOMAIN.md); read by lib/server/api/server.ts. */
export const APP_CONTEXT_HEADER = 'x-app-context';

/** The pathname the visitor asked for (before the internal rewrite), for "Page Not Found: {path}". */
export const ORIGINAL_PATH_HEADER = 'x-original-path';

/** The request's CSP nonce (proxy.ts), for the few tags the app writes itself: `<script nonce>`, next/script. */
export const NONCE_HEADER = 'x-nonce';
