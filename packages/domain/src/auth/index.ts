export * from './auth-wire.js';
export * from './schemas.js';
export * from './session.js';
export * from './throttle.js';
