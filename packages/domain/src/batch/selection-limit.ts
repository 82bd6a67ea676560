import { selectionProblem } from '../shell/shell-rules.js';

/**
 * A batch action on records (review, status change, scheme, transfer) takes at most this many (spec 2 §9, spec 3
 * §9 'Batch operation maximum'); the web checks a selection against it before the server does.
 */
export const BATCH_MAX = 20;

/** Batch interception takes at most this many packages (spec 3 §9). */
export const BATCH_INTERCEPTION_MAX = 20;
/** Batch actions on the order list take at most this many orders (spec 3 §9 'Batch review'). */
export const BATCH_ORDER_MAX = 20;

/**
 * What is wrong with a selection of packages for batch interception: nothing selected ('Please select the
 * data') or more than 20 ('At most {count} pieces of data can be operated'); null when it may go ahead.
 */
export const interceptionSelectionProblem = (selected: number) =>
  selectionProblem(selected, BATCH_INTERCEPTION_MAX);

/** The same check for the order list's batch actions (at most 20 orders). */
export const orderBatchSelectionProblem = (selected: number) => selectionProblem(selected, BATCH_ORDER_MAX);
