import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export class DataDirInUseError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `The data folder ${dataDir} is in use by process ${pid}. PGlite allows one process per folder: ` +
        `stop that process first, or point DATABASE_URL at PostgreSQL to run several processes.`,
    );
    this.name = 'DataDirInUseError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite is one connection inside one process; two processes opening the same folder corrupt it
 * (DESIGN.md section 9). A lock file holding our pid keeps a second process out; a lock left by a
 * process that no longer exists is taken over.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = join(dataDir, 'pglite.lock');
  try {
    writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const holder = Number(readFileSync(lockPath, 'utf8').trim());
    if (holder && holder !== process.pid && isAlive(holder)) throw new DataDirInUseError(dataDir, holder);
    writeFileSync(lockPath, String(process.pid));
  }
  const release = () => {
    try {
      if (readFileSync(lockPath, 'utf8').trim() === String(process.pid)) rmSync(lockPath);
    } catch {
      // Already gone.
    }
  };
  process.once('exit', release);
  return release;
}
