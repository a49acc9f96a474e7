import { join } from 'node:path';
import { backupDataDir } from '../backup/backup';
import { loadConfig } from '../env';

/** npm run backup [-- FILE]: a consistent one-file copy of the database and photos, safe while the server runs. */
const config = loadConfig();
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const out = process.argv[2] ?? join(config.dataDir, 'backups', `bin-valet-${stamp}.sqlite`);
const result = await backupDataDir(config.dataDir, out);
console.log(
  `Backup written to ${result.file} (${(result.bytes / 1024 / 1024).toFixed(1)} MB, version ${result.version}, ${result.photos} photos)`,
);
