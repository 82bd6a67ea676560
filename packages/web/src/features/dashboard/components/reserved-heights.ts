/**
 * The body heights the dashboard's cards keep while they load, about what their content takes on a desktop screen
 * (all monitoring groups; five indicators with a few currencies), so that the cards below do not jump when the
 * numbers arrive (layout shift, issue 19).
 */
export const MONITOR_LOADING_BODY = { body: { minHeight: 790 } };
export const INDICATORS_LOADING_BODY = { body: { minHeight: 455 } };
