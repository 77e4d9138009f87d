#!/bin/sh
# The core's rooms depend one way (src/HACKING.md, "Layout"): the kernel includes only the
# kernel's headers; the miniatures and the hex mode include the kernel's and their own, never
# each other's. Fails naming every include that crosses a wall.
set -eu
core=${1:-$(dirname "$0")/../src/core}
status=0

check_room () {
  room=$1
  allowed=$2
  for file in "$core/$room"/*.c "$core/$room"/*.h; do
    [ -f "$file" ] || continue
    for header in $(sed -n 's/^#include "\(vd-[^"]*\.h\)"/\1/p' "$file"); do
      [ "$header" = vd-config.h ] && continue
      found=no
      for dir in $allowed; do
        [ -f "$core/$dir/$header" ] && found=yes
      done
      if [ $found = no ]; then
        echo "$file includes $header, outside its rooms ($allowed)"
        status=1
      fi
    done
  done
}

check_room kernel "kernel"
check_room miniatures "kernel miniatures"
check_room hex "kernel hex"
check_room testing "kernel miniatures hex testing"
[ $status = 0 ] && echo "ok: the kernel, the miniatures and the hex mode keep to their rooms"
exit $status
