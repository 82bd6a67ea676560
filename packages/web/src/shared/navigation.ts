type Navigate = (path: string, options?: { replace?: boolean; state?: unknown }) => void;

let navigateRef: Navigate = (path) => window.location.assign(path);

/** The router installs its navigate function here so that non-React code (the request layer) can move. */
export function installNavigate(fn: Navigate) {
  navigateRef = fn;
}

export function navigateTo(path: string, options?: { replace?: boolean; state?: unknown }) {
  navigateRef(path, options);
}
