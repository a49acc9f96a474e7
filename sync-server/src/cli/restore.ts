import { restoreDataDir } from '../backup/backup';
import { loadConfig } from '../env';

/** npm run restore -- FILE: replaces DATA_DIR's database and photos with a backup. Stop the server first. */
const file = process.argv[2];
if (!file) {
  console.error('Usage: npm run restore -- FILE   (stop the server first)');
  process.exit(2);
}
const config = loadConfig();
try {
  const { photos } = restoreDataDir(file, config.dataDir);
  console.log(`Restored ${file} into ${config.dataDir} (${photos} photos). Start the server with npm start.`);
} catch (err) {
  console.error(`Restore failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}
