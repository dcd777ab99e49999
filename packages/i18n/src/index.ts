export * from './locales';
export * from './digits';
export * from './format';
export * from './catalogue';
export * from './field-errors';
export * from './jalali';
