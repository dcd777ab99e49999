export type { OutputView } from './types';
export { OutputViewer } from './output-viewer';
export { downloadName } from './file-name';
