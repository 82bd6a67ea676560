export * from './resend-rules.js';
export * from './resend-save.js';
export * from './resend-wire.js';
