export * from './visibility';
export * from './action';
export * from './download';
export * from './environment';
