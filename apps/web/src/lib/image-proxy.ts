import 'server-only';
import { getRuntime } from '@rassam/api';
import { getEnv } from '@rassam/api/env';
import { createIPX, createIPXWebServer, ipxHttpStorage } from 'ipx';
import { join } from 'node:path';
import { ipxSources } from './ipx-sources';

const globalIpx = globalThis as unknown as { __rassamIpx?: (request: Request) => Promise<Response> };

const MAX_AGE_SECONDS = 86_400;

/**
 * `/_ipx/{modifiers}/{source}` (SPEC section 7): local sources come from the web app's public folder and
 * the API's storage (profile images, on disk or S3); remote ones only from IMAGE_HOSTS.
 */
export function imageProxy(): (request: Request) => Promise<Response> {
  if (!globalIpx.__rassamIpx) {
    const env = getEnv();
    const ipx = createIPX({
      storage: ipxSources(
        async () => (await getRuntime()).deps.storage,
        join(process.cwd(), 'public'),
        MAX_AGE_SECONDS,
      ),
      httpStorage: ipxHttpStorage({ domains: env.imageHosts, maxAge: MAX_AGE_SECONDS }),
      maxAge: MAX_AGE_SECONDS,
    });
    const server = createIPXWebServer(ipx);
    globalIpx.__rassamIpx = async (request) => server(request) as Promise<Response>;
  }
  return globalIpx.__rassamIpx;
}
