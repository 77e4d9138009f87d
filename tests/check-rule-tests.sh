#!/bin/sh
# Checks that every rule ID of the ruleset (terrain/napoleonic.yaml, the catalogue's IDs) has a
# test named after it: a GLib test path in tests/*.c with the ID as one of its parts
# ("/damage/LOBS-3/25mm", "/sight/crest/CREST-2-near-crest-sees-over"), so any rule can be
# traced from the catalogue to its test. HOUSE-1 is not HOUSE-10: the ID must end the part.
set -eu
top=$1
cd "$top"

ids=$(sed -n '/^rules:/,$p' terrain/napoleonic.yaml | sed -n 's/^  - id: \([A-Z][A-Z0-9-]*\)$/\1/p')
[ -n "$ids" ] || { echo "no rule IDs found in terrain/napoleonic.yaml"; exit 1; }

status=0
count=0
for id in $ids; do
  count=$((count + 1))
  if ! grep -qE "\"/([^\"]*/)?$id(/|\"|-[a-z])" tests/*.c; then
    echo "rule $id has no test named after it"
    status=1
  fi
done
[ $status -eq 0 ] && echo "$count rule IDs, each with a test named after it"
exit $status
