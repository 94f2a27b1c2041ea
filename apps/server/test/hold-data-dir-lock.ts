// Takes the data folder lock of the folder named on the command line and keeps it until killed:
// a server process, as far as the lock can tell. Prints `locked <pid>` once it holds it.
import { acquireDataDirLock } from '../src/db/data-dir-lock';

const folder = process.argv[2];
if (!folder) throw new Error('usage: hold-data-dir-lock.ts FOLDER');
acquireDataDirLock(folder);
process.stdout.write(`locked ${process.pid}\n`);
setInterval(() => undefined, 60_000);
