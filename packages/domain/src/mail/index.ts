export * from './mail-rules.js';
export * from './mail-templates.js';
export * from './mail-vocabulary.js';
export * from './refund-mail.js';
