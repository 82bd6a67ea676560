// Vite/Vitest aliases from `@backdesk/domain` and its subpaths (package.json "exports") to the TypeScript
// sources, so the web app and the tests use the domain without building it. Keep in step with "exports".
import { fileURLToPath } from 'node:url';

const src = fileURLToPath(new URL('./src/', import.meta.url));

export const domainSourceAliases = [
  { find: /^@backdesk\/domain$/, replacement: `${src}index.ts` },
  { find: /^@backdesk\/domain\/money$/, replacement: `${src}money.ts` },
  { find: /^@backdesk\/domain\/([a-z-]+)$/, replacement: `${src}$1/index.ts` },
];
