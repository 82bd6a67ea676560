export * from './catalogue.js';
export * from './masking.js';
export * from './permission-names.js';
export * from './permission-wire.js';
export * from './personal-data.js';
export * from './record-scope.js';
export * from './scope.js';
export * from './user-scope.js';
