// PGlite's Node file system, made durable: PGlite's own NodeFS passes every write straight to the
// operating system but has no fsync (Emscripten's NODEFS leaves it out, and PGlite starts PostgreSQL
// with fsync off), so a committed transaction could sit in the operating system's cache when the power
// goes. This file system gives NODEFS the fsync it lacks (Node's fs.fsyncSync on the real file or
// folder), and DURABLE_START_PARAMS turns PostgreSQL's fsync back on with wal_sync_method = fsync: in
// PGlite's build fdatasync() is a no-op, while fsync() reaches the file system's fsync. A commit then
// returns only after its write-ahead log is on disk, as on a real PostgreSQL server.
// Plain JavaScript: the database's worker thread loads it the same under tsx, vitest and a bundle.
import { fsyncSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

/** PGlite's start parameters with fsync on and the write-ahead log synced by fsync(). */
export const DURABLE_START_PARAMS = [...PGlite.defaultStartParams.filter((param) => param !== '-F'), '-c', 'wal_sync_method=fsync'];

export class DurableNodeFS extends NodeFS {
  async init(pg, emscriptenOptions) {
    const { emscriptenOpts } = await super.init(pg, emscriptenOptions);
    // Before NODEFS is mounted (PGlite's own preRun mounts it): every file and folder it opens shares
    // these stream operations. A folder is synced too (PostgreSQL syncs pg_wal after adding a segment).
    const giveFsync = (module) => {
      module.NODEFS.stream_ops.fsync = (stream) =>
        module.NODEFS.tryFSOperation(() => {
          fsyncSync(stream.nfd);
          return 0;
        });
    };
    return { emscriptenOpts: { ...emscriptenOpts, preRun: [giveFsync, ...emscriptenOpts.preRun] } };
  }
}
