/**
 * For tests only: `PortableTours` over a map, standing in for the tours service (api helper's module) so that
 * the portable routes can be proven before and apart from it. It keeps the contract's rules that matter here:
 * another user's tour is not found, a link serves only an accepted tour that is not private, and a failed store
 * leaves no tour.
 */
import { randomUUID } from 'node:crypto';
import { AppError } from '../../../lib/app-error';
import { newLink, slugFrom } from '../../models/links';
import type { PortableTour, PortableTours } from './portable.types';

export interface MemoryTour extends PortableTour {
  userId: string;
  link: string;
  bytes: number;
}

export function memoryTours() {
  const tours = new Map<string, MemoryTour>();
  const api: PortableTours = {
    async ownTour(userId, tourId) {
      const tour = tours.get(tourId);
      if (!tour || tour.userId !== userId) throw new AppError('VirtualTourNotFound');
      return tour;
    },
    async publicTourByLink(link) {
      const tour = [...tours.values()].find((item) => item.link === link);
      return tour && tour.status === 'accepted' && tour.visibility !== 'private' ? tour : null;
    },
    async createImported(userId, input, store) {
      const id = randomUUID();
      const link = newLink();
      await store(id);
      const tour: MemoryTour = {
        id,
        userId,
        link,
        slug: slugFrom(input.title, link),
        kind: 'imported',
        status: 'draft',
        visibility: 'private',
        title: input.title,
        titleEn: null,
        description: null,
        descriptionEn: null,
        startSceneId: null,
        scenes: [],
        bytes: input.bytes,
      };
      tours.set(id, tour);
      return { id, slug: tour.slug, link, status: 'draft' };
    },
  };
  return { api, tours };
}

/**
 * A tour of two scenes whose mid images are at `imageKey(sceneId)`: each scene links to the other straight
 * ahead (just below the start view's centre) and has an info hotspot to its side, the first one's with a
 * picture at `infoImageKey` when given.
 */
export function twoSceneTour(input: {
  id: string;
  userId: string;
  sceneIds: [string, string];
  imageKey: (sceneId: string) => string;
  infoImageKey?: string;
}): MemoryTour {
  const { sceneIds } = input;
  return {
    id: input.id,
    userId: input.userId,
    link: newLink(),
    slug: 'کافه-abcdef',
    kind: 'scenes',
    status: 'draft',
    visibility: 'private',
    title: 'کافه',
    titleEn: 'Cafe',
    description: null,
    descriptionEn: null,
    startSceneId: sceneIds[0],
    bytes: 0,
    scenes: sceneIds.map((sceneId, i) => ({
      id: sceneId,
      name: i === 0 ? 'ورودی' : 'سالن',
      nameEn: i === 0 ? 'Entrance' : 'Hall',
      view: { yaw: 0, pitch: 0, zoom: 30 },
      northOffset: 0.25,
      imageKey: input.imageKey(sceneId),
      imageType: 'image/webp',
      hotspots: [
        { id: `go-${i}`, type: 'link' as const, target: sceneIds[1 - i]!, yaw: 0, pitch: -0.05 },
        {
          id: `note-${i}`,
          type: 'info' as const,
          yaw: 1.2,
          pitch: 0,
          text: { fa: 'پیشخوان <b>', en: 'Counter' },
          imageKey: i === 0 ? (input.infoImageKey ?? null) : 'tours/none/missing.png',
        },
      ],
    })),
  };
}
