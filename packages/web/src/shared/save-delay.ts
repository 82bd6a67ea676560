/** Dialogs close this long after a successful save (spec 1 §9). */
export const CLOSE_AFTER_SAVE_MS = 300;

export function closeAfterSave(close: () => void) {
  setTimeout(close, CLOSE_AFTER_SAVE_MS);
}

/** Optional texts: blank becomes null so that the server clears the field. */
export function blankToNull(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}
