export * from './entities';
export * from './api';
export * from './constants';
export * from './images';
export * from './paths';
export * from './passwordRules';
export * from './content';
export * from './contentValidation';
export { seedPages, seedSettings } from './contentSeed';
