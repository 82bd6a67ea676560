export * from './quick-route-schemas.js';
export * from './saved-filter-schemas.js';
export * from './shell-rules.js';
export * from './shell-wire.js';
export * from './system-wire.js';
