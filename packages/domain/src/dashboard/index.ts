export * from './dashboard-wire.js';
export * from './indicators.js';
export * from './monitor.js';
