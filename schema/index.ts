export * from './constants';
export * from './dates';
export * from './enums';
export * from './tables';
export * from './validation/auth';
export * from './validation/common';
export * from './validation/customer';
export * from './validation/operations';
