#!/bin/sh
# Starts the built site (DIST_DIR/server.js, from the current folder) the one way it is started
# everywhere: npm start, deploy/laserfocus.service, the tests and the measuring scripts
# (scripts/start-built.ts). Node's flags and environment live here and nowhere else.
set -eu
here=$(dirname "$0")
# Two malloc arenas instead of glibc's one per thread: about 6 MB less RSS, no measurable cost.
export MALLOC_ARENA_MAX=2
# The Node this project pins and tests (package.json: "node"), not whichever one the machine has.
# A 2 MB young generation instead of V8's 16 MB: the site's garbage is short-lived and small (one
# request at a time), so the extra collections cost little and about 25 MB of RSS stays unused.
# No --enable-source-maps: parsing the bundle's maps costs about 200 ms a start and 35 MB for good.
# To read a stack trace against the sources, start it once with NODE_OPTIONS=--enable-source-maps.
# Node's compile cache: V8's compiled code for the bundle, written at the first start of a release
# and read at the next, so a restart skips compiling it again (about 40 ms of a cold start). It
# lives beside the release it belongs to, or under systemd in the service's cache folder
# (CacheDirectory=, because the install folder is read-only there), one folder per release with
# the others removed. Node keys entries by the code and its own version, so nothing stale is read,
# and a cache folder it cannot write only means no cache.
release=$(readlink -f "${DIST_DIR:-dist}")
if [ -n "${CACHE_DIRECTORY:-}" ]; then
  find "$CACHE_DIRECTORY" -mindepth 1 -maxdepth 1 ! -name "${release##*/}" -exec rm -rf {} +
  export NODE_COMPILE_CACHE="${NODE_COMPILE_CACHE:-$CACHE_DIRECTORY/${release##*/}}"
else
  export NODE_COMPILE_CACHE="${NODE_COMPILE_CACHE:-$release/compile-cache}"
fi
node="$here/../node_modules/.bin/node"
# With REPLICA_URL set, the site runs as Litestream's child (one service, one process tree):
# Litestream streams the database's WAL to the replica, passes SIGTERM on to the site, and exits
# when the site does. The settings are checked first (a bad one stops the start in one line), and
# Litestream's configuration is written from them (src/replication/). This script then runs again
# as Litestream's child, and takes the branch below.
if [ -n "${REPLICA_URL:-}" ] && [ "${LASERFOCUS_UNDER_LITESTREAM:-}" != 1 ]; then
  setup=$("$node" "${DIST_DIR:-dist}/replication-config.js") || exit 1
  litestream=$(printf '%s\n' "$setup" | sed -n 1p)
  config=$(printf '%s\n' "$setup" | sed -n 2p)
  export LASERFOCUS_UNDER_LITESTREAM=1
  exec "$litestream" replicate -config "$config" -exec "'$0'"
fi
# systemd's socket (LISTEN_FDS) was passed to Litestream, whose pid LISTEN_PID names; Litestream
# keeps fd 3 open for its child, so the site claims it as its own (exec below keeps this pid).
if [ "${LASERFOCUS_UNDER_LITESTREAM:-}" = 1 ] && [ -n "${LISTEN_FDS:-}" ] && [ "${LISTEN_PID:-}" = "$PPID" ]; then
  export LISTEN_PID=$$
fi
exec "$node" --max-semi-space-size=2 "${DIST_DIR:-dist}/server.js"
