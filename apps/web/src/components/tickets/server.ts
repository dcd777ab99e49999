import 'server-only';
import { getRuntime } from '@rassam/api';

/** The largest file a ticket takes (TICKET_FILE_MAX_MB), so the form refuses a larger one before sending it. */
export async function ticketFileLimit(): Promise<number> {
  return (await getRuntime()).deps.env.TICKET_FILE_MAX_MB * 1024 * 1024;
}
