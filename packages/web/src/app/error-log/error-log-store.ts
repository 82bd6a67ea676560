import { create } from 'zustand';

export type LoggedError = { id: number; message: string; stack?: string; route: string; at: number };

type ErrorLogStore = {
  entries: LoggedError[];
  add: (entry: Omit<LoggedError, 'id' | 'at'>) => void;
  clear: () => void;
};

const MAX_ENTRIES = 100;
let nextId = 1;

export const useErrorLog = create<ErrorLogStore>((set) => ({
  entries: [],
  add: (entry) =>
    set((state) => ({
      entries: [{ ...entry, id: nextId++, at: Date.now() }, ...state.entries].slice(0, MAX_ENTRIES),
    })),
  clear: () => set({ entries: [] }),
}));

const describe = (reason: unknown): { message: string; stack?: string } => {
  if (reason instanceof Error) return { message: reason.message || reason.name, stack: reason.stack };
  if (typeof reason === 'string') return { message: reason };
  try {
    return { message: JSON.stringify(reason) };
  } catch {
    return { message: String(reason) };
  }
};

/** Collects global UI errors with the route they happened on (spec 1 §8.1). */
export function installErrorLog() {
  const route = () => `${window.location.pathname}${window.location.search}`;
  window.addEventListener('error', (event) => {
    const info = event.error ? describe(event.error) : { message: event.message };
    useErrorLog.getState().add({ ...info, route: route() });
  });
  window.addEventListener('unhandledrejection', (event) => {
    useErrorLog.getState().add({ ...describe(event.reason), route: route() });
  });
}
