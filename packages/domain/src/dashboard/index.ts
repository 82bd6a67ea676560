export * from './cod-confirmation.js';
export * from './dashboard-wire.js';
export * from './indicator-range.js';
export * from './indicators.js';
export * from './monitor.js';
export * from './monitor-wire.js';
