export * from './upload-rules.js';
