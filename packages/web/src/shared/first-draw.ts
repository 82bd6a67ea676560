let markDrawn: () => void = () => {};

/**
 * Resolves once the app's first draw (the sign-in page, or the loading state while the session is checked) has
 * been committed: downloads that can wait for it start then, so that the page's first paint does not wait behind
 * them (issue 19). The app root marks it (`markFirstDraw`).
 */
export const firstDrawDone = new Promise<void>((resolve) => {
  markDrawn = resolve;
});

export const markFirstDraw = () => markDrawn();
