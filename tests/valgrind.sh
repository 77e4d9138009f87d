#!/bin/sh
# The wrapper of `meson test --setup=valgrind` (src/HACKING.md): runs one test under
# memcheck, and any error or definite leak fails it.
# usage: valgrind.sh PROGRAM [ARGS...]; valgrind adds the options in $VALGRIND_OPTS, e.g.
# --track-origins=yes to find where an uninitialised value comes from (twice as slow).
set -eu
here=$(cd "$(dirname "$0")" && pwd)

case "$1" in
  */gui-session.sh)
    # A GUI test: valgrind goes inside the session, around the test program alone.
    session=$1
    shift
    exec "$session" "$0" "$@" ;;
esac

# Children are traced too (the CLI tests' vedette-cli), but not the system's programs.
# GL is off: under valgrind, Mesa's software renderer would take most of the time and
# report its own errors; GTK draws with cairo instead, as it does without GL.
export GDK_DEBUG=gl-disable GSK_RENDERER=cairo G_SLICE=always-malloc
exec valgrind --quiet --error-exitcode=1 --leak-check=full \
  --errors-for-leak-kinds=definite --show-leak-kinds=definite \
  --num-callers=30 \
  --trace-children=yes --trace-children-skip='/usr/*,/bin/*,/sbin/*' \
  --suppressions="$here/valgrind.supp" "$@"
