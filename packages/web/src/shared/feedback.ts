import type { App } from 'antd';

/**
 * antd's message, modal and notification, bound to the app's theme and locale: what `App.useApp()` gives.
 * antd's App (with its message, modal and notification code) loads right after the first draw, outside the
 * pages' first load (app/feedback-host.tsx, issue 10); screens use it through `useFeedback()`.
 */
export type Feedback = ReturnType<typeof App.useApp>;

let current: Feedback | null = null;

let resolveLoaded: (api: Feedback) => void = () => undefined;
const loaded = new Promise<Feedback>((resolve) => {
  resolveLoaded = resolve;
});

/** Called by the feedback host once antd's App has rendered. */
export function publishFeedback(api: Feedback) {
  resolveLoaded(api);
  current = api;
}

/**
 * One object for the app's whole life, so effects that depend on it never run twice when antd's App arrives.
 * Each call goes to antd's App when it is there; until then (a moment after the first draw) it waits for it and
 * returns nothing: the few calls made that early (a toast, a confirm) do not use what antd's calls return.
 */
function forwarding<K extends keyof Feedback>(part: K): Feedback[K] {
  return new Proxy({} as Feedback[K], {
    get:
      (_target, method) =>
      (...args: unknown[]) => {
        const callOn = (api: Feedback) => {
          const call = (api[part] as unknown as Record<PropertyKey, (...params: unknown[]) => unknown>)[
            method
          ];
          return call?.(...args);
        };
        if (current) return callOn(current);
        void loaded.then(callOn);
        return undefined;
      },
  });
}

const stable: Feedback = {
  message: forwarding('message'),
  modal: forwarding('modal'),
  notification: forwarding('notification'),
};

/** Feedback outside React (the request layer). */
export function feedback(): Feedback {
  return stable;
}

/** Feedback in a component: antd's App API, as `App.useApp()` gave it, the same object on every render. */
export function useFeedback(): Feedback {
  return stable;
}
