'use client';
/**
 * The client's view of the session (SPEC §4): the signed-in user and roles as a plain view model (no tokens).
 * Signing out calls the server action, navigates home, and clears the user and roles 500 ms later, so the
 * page being left does not flash a signed-out state.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { signOutAction } from '@/lib/server/session/actions';
import type { Viewer } from '@/lib/shared/session/types';
import { useRouter } from '@/lib/shared/i18n/navigation';

/** SPEC §9: sign-out cleanup delay. */
export const SIGN_OUT_CLEAR_DELAY_MS = 500;

export type SessionStatus = 'signedIn' | 'signedOut';

export interface SessionContextValue {
  status: SessionStatus;
  viewer: Viewer | null;
  signingOut: boolean;
  signOut: () => Promise<void>;
}

const SessionContext = createContext<SessionContextValue | null>(null);

export function SessionProvider({ viewer: serverViewer, children }: { viewer: Viewer | null; children: ReactNode }) {
  const router = useRouter();
  // Remember which server-provided viewer was signed out / cleared, so a new server render (another user
  // after signing in again) shows up without syncing state in an effect.
  const [signedOutFor, setSignedOutFor] = useState<Viewer | null>(null);
  const [clearedFor, setClearedFor] = useState<Viewer | null>(null);
  const [signingOut, setSigningOut] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const status: SessionStatus = serverViewer && signedOutFor !== serverViewer ? 'signedIn' : 'signedOut';
  const viewer = serverViewer && clearedFor !== serverViewer ? serverViewer : null;

  const signOut = useCallback(async () => {
    const leaving = serverViewer;
    setSigningOut(true);
    try {
      await signOutAction();
    } finally {
      setSignedOutFor(leaving);
      setSigningOut(false);
      router.replace('/');
      router.refresh();
      // SPEC §4: the user and roles clear 500 ms after signing out.
      timer.current = setTimeout(() => setClearedFor(leaving), SIGN_OUT_CLEAR_DELAY_MS);
    }
  }, [router, serverViewer]);

  const value = useMemo<SessionContextValue>(() => ({ status, viewer, signingOut, signOut }), [status, viewer, signingOut, signOut]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession() needs a <SessionProvider> above it');
  return value;
}
