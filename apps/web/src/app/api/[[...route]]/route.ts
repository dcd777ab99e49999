import { getRuntime } from '@rassam/api';

// The Hono app answers every /api request; the route exists so that it runs inside `next start`.
export const dynamic = 'force-dynamic';

async function handle(request: Request): Promise<Response> {
  const { api } = await getRuntime();
  return api.fetch(request);
}

export {
  handle as GET,
  handle as POST,
  handle as PUT,
  handle as PATCH,
  handle as DELETE,
  handle as OPTIONS,
  handle as HEAD,
};
