export * from './ai-composer.js';
export * from './ai-facts.js';
export * from './ai-figures.js';
export * from './ai-intent.js';
export * from './ai-wire.js';
