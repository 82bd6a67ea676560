export * from './dashboard-wire.js';
export * from './indicators.js';
