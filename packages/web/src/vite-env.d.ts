/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Single-sign-on authorization address on the company's identity host; the link is hidden when unset. */
  readonly VITE_SSO_URL?: string;
  /** The OA system's entry address; the link is hidden when unset. */
  readonly VITE_OA_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
