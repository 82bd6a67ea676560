import { AppError } from '../http/app-error.js';
import type { AuthContext } from '../http/auth-context.js';

/**
 * A record's read as a yes/no: true when the read answers, false when it refuses with a catalogue error (the
 * record does not exist for the caller: outside its permission, platforms or record scope). Lets the file store
 * ask "may the caller open this record" through the owning feature's own read, without importing that feature.
 */
export function canOpen(read: (auth: AuthContext, id: number) => Promise<unknown>) {
  return async (auth: AuthContext, id: number) => {
    try {
      await read(auth, id);
      return true;
    } catch (error) {
      if (error instanceof AppError) return false;
      throw error;
    }
  };
}
