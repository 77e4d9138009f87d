#!/bin/sh
# Runs one GUI test program as on a desktop: under a private session bus and a private X server.
# usage: gui-session.sh PROGRAM [ARGS...]; PROGRAM may itself be a wrapper (tests/valgrind.sh).
set -eu
here=$(cd "$(dirname "$0")" && pwd)
exec dbus-run-session --dbus-daemon="$here/quiet-dbus-daemon.sh" -- \
  xvfb-run -a -s '-screen 0 1280x1024x24' "$@"
