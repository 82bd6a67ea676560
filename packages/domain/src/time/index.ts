export * from './query-range.js';
export * from './relative-time.js';
export * from './time-zones.js';
