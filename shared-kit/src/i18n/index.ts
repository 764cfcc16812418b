export * from './locale';
export * from './defineMessages';
export * from './format';
export * from './text';
export * from './portalLanguage';
export * from './languageOffer';
