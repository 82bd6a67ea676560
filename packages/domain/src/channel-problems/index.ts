export * from './channel-problems.js';
