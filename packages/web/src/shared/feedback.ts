import type { App } from 'antd';
import { create } from 'zustand';

/**
 * antd's message, modal and notification, bound to the app's theme and locale: what `App.useApp()` gives.
 * antd's App (with its message, modal and notification code) loads right after the first draw, outside the
 * pages' first load (app/feedback-host.tsx, issue 10); screens use it through `useFeedback()`.
 */
export type Feedback = ReturnType<typeof App.useApp>;

const useFeedbackStore = create<{ api: Feedback | null }>(() => ({ api: null }));

let resolveLoaded: (api: Feedback) => void = () => undefined;
const loaded = new Promise<Feedback>((resolve) => {
  resolveLoaded = resolve;
});

/** Called by the feedback host once antd's App has rendered. */
export function publishFeedback(api: Feedback) {
  resolveLoaded(api);
  useFeedbackStore.setState({ api });
}

/**
 * Until the host is there (a moment after the first draw), a call waits for it and is then made. Such a call
 * returns nothing: the few made that early (a toast, a confirm) do not use what antd's calls return.
 */
function waitingFor<K extends keyof Feedback>(part: K): Feedback[K] {
  return new Proxy({} as Feedback[K], {
    get:
      (_target, method) =>
      (...args: unknown[]) => {
        void loaded.then((api) => {
          const call = (api[part] as unknown as Record<PropertyKey, (...params: unknown[]) => unknown>)[
            method
          ];
          call?.(...args);
        });
      },
  });
}

const waiting: Feedback = {
  message: waitingFor('message'),
  modal: waitingFor('modal'),
  notification: waitingFor('notification'),
};

/** Feedback outside React (the request layer). */
export function feedback(): Feedback {
  return useFeedbackStore.getState().api ?? waiting;
}

/** Feedback in a component: antd's App API, as `App.useApp()` gave it. */
export function useFeedback(): Feedback {
  return useFeedbackStore((s) => s.api) ?? waiting;
}
