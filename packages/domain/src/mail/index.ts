export * from './refund-mail.js';
