import 'server-only';
import { getEnv } from '@rassam/api/env';
import { createIPX, createIPXWebServer, ipxFSStorage, ipxHttpStorage } from 'ipx';
import { join } from 'node:path';

const globalIpx = globalThis as unknown as { __rassamIpx?: (request: Request) => Promise<Response> };

/**
 * `/_ipx/{modifiers}/{source}` (SPEC section 7): local sources come from the web app's public folder
 * and the stored files (avatars); remote ones only from IMAGE_HOSTS.
 */
export function imageProxy(): (request: Request) => Promise<Response> {
  if (!globalIpx.__rassamIpx) {
    const env = getEnv();
    const ipx = createIPX({
      storage: ipxFSStorage({ dir: [join(process.cwd(), 'public'), join(env.dataDir, 'files')], maxAge: 86_400 }),
      httpStorage: ipxHttpStorage({ domains: env.imageHosts, maxAge: 86_400 }),
      maxAge: 86_400,
    });
    const server = createIPXWebServer(ipx);
    globalIpx.__rassamIpx = async (request) => server(request) as Promise<Response>;
  }
  return globalIpx.__rassamIpx;
}
