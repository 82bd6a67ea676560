import { enListAreas } from './lists';
import { enMoreAreas } from './more';

/**
 * The signed-in screens' texts in English (the shell, the lists, batch actions, refunds, resends, returns ...).
 * Not in the start texts, and loaded in two parts: those of the shell and the order list (lists.ts), with the
 * signed-in app, and the others (more.ts) right after its first draw (feature-texts.ts, issue 10).
 */
export const enAreas = {
  ...enListAreas,
  ...enMoreAreas,
  // both parts hold resend texts: the order list's toolbar stand-in's, and the rest
  resends: { ...enListAreas.resends, ...enMoreAreas.resends },
  orders: { ...enListAreas.orders, ...enMoreAreas.orders },
};
