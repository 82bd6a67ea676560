export * from './platforms.js';
