export * from './ai-composer.js';
export * from './ai-cost.js';
export * from './ai-facts.js';
export * from './ai-figures.js';
export * from './ai-intent.js';
export * from './ai-wire.js';
export * from './reply-policies.js';
export * from './translation.js';
