export * from './launch-request';
export * from './launch-query';
export * from './back-url';
export * from './restriction';
export * from './game-url';
