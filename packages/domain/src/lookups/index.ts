export * from './lookup-rules.js';
export * from './lookups-wire.js';
