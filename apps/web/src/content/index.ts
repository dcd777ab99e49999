export type { ContentDocument, ContentLocale, ContentSection } from './types';
export { about } from './about';
export { policy } from './policy';
export { terms } from './terms';
export { guide } from './guide';
export { instruction } from './instruction';
