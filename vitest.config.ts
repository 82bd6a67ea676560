import { defineConfig } from 'vitest/config';
import { domainSourceAliases as alias } from './packages/domain/source-aliases.mjs';

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        test: { name: 'domain', root: './packages/domain', include: ['src/**/*.test.ts'] },
      },
      {
        resolve: { alias },
        test: {
          name: 'server',
          root: './packages/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          // one migrated database for the run; each file starts from a copy of it
          globalSetup: ['./test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          isolate: false,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'web',
          root: './packages/web',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'build/**/*.test.ts'],
        },
      },
    ],
  },
});
