import type {
  looseOrderFileView,
  orderFileView,
  orderSummary,
  orderView,
  serviceDetailView,
  ServiceFileKind,
  ServiceQuestion,
} from '@rassam/api/schemas';
import type { z } from 'zod';

export type OrderSummary = z.infer<typeof orderSummary>;
export type OrderDetail = z.infer<typeof orderView>;
export type OrderFile = z.infer<typeof orderFileView>;
export type LooseOrderFile = z.infer<typeof looseOrderFileView>;
export type ServiceDetail = z.infer<typeof serviceDetailView>;
export type { ServiceQuestion };

export const ordersPath = '/dashboard/orders';
export const putFilePath = '/dashboard/orders/put-file';
export const orderPath = (id: string) => `${ordersPath}/${id}`;
export const factorPath = (id: string) => `${ordersPath}/factor-${id}`;
export const newOrderPath = (slug: string) => `${ordersPath}/new?${new URLSearchParams({ service: slug })}`;

/** Orders that still take files (the API refuses completed and cancelled ones). */
export const takesFiles = (order: Pick<OrderSummary, 'status'>) =>
  order.status !== 'completed' && order.status !== 'cancelled';

/** What the file picker offers for each kind a question asks (the server tells kinds by content anyway). */
const KIND_ACCEPT: Record<ServiceFileKind, string> = {
  image: 'image/*',
  video: 'video/*',
  audio: 'audio/*',
  model3d: '.glb,model/gltf-binary',
  pdf: '.pdf,application/pdf',
  zip: '.zip,application/zip',
};
export const acceptOf = (kinds: readonly ServiceFileKind[]) => kinds.map((kind) => KIND_ACCEPT[kind]).join(',');

/** The kind a picked file seems to be, by its type or name, before the server reads its content. */
export function pickedKind(file: Pick<File, 'name' | 'type'>): ServiceFileKind | null {
  const type = file.type.toLowerCase();
  const name = file.name.toLowerCase();
  if (type.startsWith('image/')) return 'image';
  if (type.startsWith('video/')) return 'video';
  if (type.startsWith('audio/')) return 'audio';
  if (type === 'model/gltf-binary' || name.endsWith('.glb')) return 'model3d';
  if (type === 'application/pdf' || name.endsWith('.pdf')) return 'pdf';
  if (type === 'application/zip' || type === 'application/x-zip-compressed' || name.endsWith('.zip')) return 'zip';
  return null;
}

/** A signed address with this little time left is renewed before it is followed. */
const LINK_MARGIN_MS = 30_000;
export const linkExpired = (expiresAt: string, now = Date.now()) => Date.parse(expiresAt) - LINK_MARGIN_MS <= now;
