export * from './interception.js';
