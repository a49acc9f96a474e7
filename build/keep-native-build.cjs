/**
 * better-sqlite3's prebuilt binaries are downloaded from GitHub; where that is out of reach (this machine
 * reaches only the npm registry) it compiles from source, about 50 s of every clean install. After such a
 * build this keeps the compiled module in npm's prebuild cache, the first place prebuild-install looks, so
 * the next install on the same machine (same Node ABI, platform and package version) unpacks it instead.
 * Runs as the root package's postinstall; it never fails the install.
 */
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

try {
  const dir = path.dirname(require.resolve('better-sqlite3/package.json'));
  const built = path.join(dir, 'build', 'Release', 'better_sqlite3.node');
  const prebuild = (file) => require(require.resolve(`prebuild-install/${file}`, { paths: [dir] }));
  const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const util = prebuild('util');
  const cached = util.cachedPrebuild(util.getDownloadUrl({ ...prebuild('rc')(pkg), pkg }));
  if (fs.existsSync(built) && !fs.existsSync(cached)) {
    // Only a module that opens a database is worth keeping.
    const Database = require(dir);
    new Database(':memory:').prepare('select 1').get();
    fs.mkdirSync(path.dirname(cached), { recursive: true });
    const temp = `${cached}.${process.pid}.tmp`;
    execFileSync('tar', ['-czf', temp, '-C', dir, 'build/Release/better_sqlite3.node']);
    fs.renameSync(temp, cached);
    console.log(`[postinstall] kept the compiled better-sqlite3 for the next install: ${cached}`);
  }
} catch (error) {
  console.log(`[postinstall] better-sqlite3's build not kept: ${error instanceof Error ? error.message : error}`);
}
