export * from './indicators.js';
