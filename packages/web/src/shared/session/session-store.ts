import type { HeldPermission, UserState } from '@backdesk/domain';
import { create } from 'zustand';

/** The session-existence answer (spec 1 §3.1), as the server sends it. */
export type { UserState } from '@backdesk/domain';

const SIGNED_IN_KEY = 'bd.signedIn';

type SessionState = {
  /** The bearer token, kept in memory only; the HttpOnly cookie carries the session across reloads. */
  token: string | null;
  user: UserState | null;
  /** A session is believed to exist (survives reloads; the user info is then fetched). */
  signedIn: boolean;
  setToken: (token: string) => void;
  setUser: (user: UserState) => void;
  clear: () => void;
};

const storedFlag = () => {
  try {
    return localStorage.getItem(SIGNED_IN_KEY) === '1';
  } catch {
    return false;
  }
};

export const useSession = create<SessionState>((set) => ({
  token: null,
  user: null,
  signedIn: typeof localStorage === 'undefined' ? false : storedFlag(),
  setToken: (token) => {
    localStorage.setItem(SIGNED_IN_KEY, '1');
    set({ token, signedIn: true });
  },
  setUser: (user) => {
    localStorage.setItem(SIGNED_IN_KEY, '1');
    set({ user, token: user.accessToken || null, signedIn: true });
  },
  clear: () => {
    localStorage.removeItem(SIGNED_IN_KEY);
    set({ token: null, user: null, signedIn: false });
  },
}));

/** The held permission list of the signed-in user (empty when signed out). */
export const usePermissions = () => useSession((s) => s.user?.btn ?? EMPTY);
const EMPTY: HeldPermission[] = [];
