/** The offline provider's 3D methods: pure async functions from bytes (or a prompt) to GLB bytes. */
export { previewModel, type PreviewModelOptions } from './preview-model';
export { reliefGrid, reliefMesh, RELIEF_RESOLUTION, type ReliefOptions } from './relief-mesh';
