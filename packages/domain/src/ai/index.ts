export * from './ai-cost.js';
export * from './reply-policies.js';
export * from './translation.js';
