/**
 * The tours service as the portable parts see it (portable/portable.types.ts, decision 038): the owner's tour
 * with the storage keys an export reads, a link's tour for the sandboxed site, and the creation of an imported
 * tour around a site stored first. Kept apart from tours.service.ts so that portable/ depends on no table.
 */
import { randomUUID } from 'node:crypto';
import type { SceneHotspot } from '@rassam/db';
import { AppError } from '../../lib/app-error';
import type { AppDeps } from '../../lib/context';
import type { PortableHotspot, PortableTours } from './portable/portable.types';
import { deleteSite, readSiteManifest, siteFileKey, siteManifestKey, tourSitePrefix } from './portable/site-import';
import { tileKey } from './tour-files';
import { createImportedTour, openTour, tourForExport } from './tours.service';

/**
 * A hotspot as the export shows it: an info hotspot's picture by its storage key (the export carries its bytes)
 * and its listing as the absolute address of its public page (opened from the export, never fetched by it).
 */
function portableHotspot(
  hotspot: SceneHotspot,
  imageKeys: Map<string, string>,
  listingUrl: (listingId: string) => string | null,
): PortableHotspot {
  if (hotspot.type === 'link') return hotspot;
  const { id, yaw, pitch, text, imageId, listingId } = hotspot;
  return {
    id,
    type: 'info',
    yaw,
    pitch,
    text: { fa: text.fa, en: text.en ?? text.fa },
    imageKey: (imageId && imageKeys.get(imageId)) || null,
    linkUrl: listingId ? listingUrl(listingId) : null,
  };
}

export function portableTours(deps: AppDeps): PortableTours {
  return {
    async ownTour(userId, tourId) {
      const { tour, scenes, imageKeys, listingPaths } = await tourForExport(deps, userId, tourId);
      const listingUrl = (listingId: string) => {
        const path = listingPaths.get(listingId);
        return path ? `${deps.env.siteOrigin}${path}` : null;
      };
      return {
        id: tour.id,
        slug: tour.slug,
        kind: tour.kind,
        status: tour.status,
        visibility: tour.visibility,
        title: tour.title,
        titleEn: tour.titleEn,
        description: tour.description,
        descriptionEn: tour.descriptionEn,
        startSceneId: tour.startSceneId,
        // Every scene has its mid image from its upload on (made before the scene's row is written).
        scenes: scenes.flatMap(({ scene, imageKey, tiles }) =>
          imageKey
            ? [
                {
                  id: scene.id,
                  name: scene.name,
                  nameEn: scene.nameEn,
                  view: scene.view,
                  northOffset: scene.northOffset,
                  hotspots: scene.hotspots.map((hotspot) => portableHotspot(hotspot, imageKeys, listingUrl)),
                  imageKey,
                  imageType: 'image/webp',
                  tiles: tiles && {
                    width: tiles.width,
                    cols: tiles.cols,
                    rows: tiles.rows,
                    key: (col: number, row: number) => tileKey(tiles, col, row),
                  },
                },
              ]
            : [],
        ),
      };
    },

    async publicTourByLink(link) {
      try {
        const { tour } = await openTour(deps.db, link);
        return { id: tour.id, kind: tour.kind };
      } catch (error) {
        if (error instanceof AppError && error.code === 'VirtualTourNotFound') return null;
        throw error;
      }
    },

    async createImported(userId, { title, bytes }, store) {
      const id = randomUUID();
      const prefix = tourSitePrefix(id);
      await store(id);
      try {
        const manifest = await readSiteManifest(deps.storage, prefix);
        if (!manifest) throw new AppError('ZipFileNotFound');
        // The row lists every stored key under the tour's folder, so that the tour's deletion removes them all.
        const folder = prefix.replace(/\/$/, '');
        const relative = (key: string) => key.slice(folder.length + 1);
        const row = await createImportedTour(deps, userId, {
          id,
          title,
          site: {
            prefix: folder,
            index: manifest.index,
            paths: [
              relative(siteManifestKey(prefix)),
              ...manifest.files.map((file) => relative(siteFileKey(prefix, file.path))),
            ],
            bytes,
          },
        });
        return { id: row.id, slug: row.slug, link: row.link, status: 'draft' as const };
      } catch (error) {
        await deleteSite(deps.storage, prefix);
        throw error;
      }
    },
  };
}
