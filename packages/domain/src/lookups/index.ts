export * from './lookup-rules.js';
