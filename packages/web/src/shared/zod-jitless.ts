/**
 * zod compiles faster object parsers with `new Function` after probing for it; on this page the probe is a
 * violation of the Content-Security-Policy (script-src 'self') that Chromium reports as an issue (Lighthouse's
 * best practices), although zod catches it. `jitless` skips the probe and the compiled parsers.
 * Set on zod's global configuration object (`globalThis.__zod_globalConfig`, which zod's `config()` reads and
 * writes) without importing zod: zod loads later, with the first chunk that holds a schema, and its core
 * (about 4 KB) must stay out of the first load (the bundle budget). zod-jitless.test.ts checks that zod sees it.
 */
export function makeZodJitless() {
  const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
  scope.__zod_globalConfig ??= {};
  scope.__zod_globalConfig.jitless = true;
}
