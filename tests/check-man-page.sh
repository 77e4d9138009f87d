#!/bin/sh
# Checks src/cli/vedette-cli.1 against the program it describes: groff reads it without a
# warning, and every command, hex command, bench and record keyword and option that
# "vedette-cli --help", "vedette-cli COMMAND --help" and "vedette-cli hex --help" list has its
# place in it (a command its own entry, an option within its command's entry).
# Usage: check-man-page.sh PAGE (VEDETTE_CLI names the built vedette-cli, as in the CLI tests)
set -eu
page=$1
cli=${VEDETTE_CLI:?VEDETTE_CLI names the vedette-cli to check the page against}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export LC_ALL=C.UTF-8 LANGUAGE=en
status=0

if command -v groff >/dev/null 2>&1; then
  groff -man -ww -z "$page" >"$work/groff.log" 2>&1 || true
  if [ -s "$work/groff.log" ]; then
    echo "groff -man -ww warns about $page:"
    cat "$work/groff.log"
    status=1
  fi
else
  echo "groff is missing (package groff-base, in data/debian-packages.txt)"
  status=1
fi

# The page as plain lines: fonts and escapes dropped, "\-" as "-", requests kept.
sed -e 's/\\f[BIRP]//g' -e 's/\\-/-/g' -e 's/\\&//g' -e 's/\\(ti/~/g' "$page" >"$work/page"

# entries: "DEPTH<TAB>SECTION<TAB>HEADER" for each .TP/.TQ paragraph's first line, DEPTH its
# .RS nesting; a command's own entry is at depth 0.
awk '
  /^\.SH / { section = substr($0, 5); gsub(/"/, "", section); next }
  /^\.RS/ { depth++; next }
  /^\.RE/ { depth--; next }
  /^\.T[PQ]/ { want = 1; next }
  want && /^\./ && !/^\.(B|BR|I|IR) / { next }
  want { line = $0; sub(/^\.(B|BR|I|IR) /, "", line); print depth "\t" section "\t" line; want = 0 }
' "$work/page" >"$work/entries"

# block NAME: the lines of the depth-0 entry whose header starts with NAME, up to the next
# depth-0 entry or section.
block() {
  awk -v name="$1" '
    /^\.SH / { on = 0 }
    /^\.RS/ { depth++ }
    /^\.RE/ { depth-- }
    /^\.T[PQ]/ && depth == 0 { head = 1; next }
    head { head = 0; if (index($0 " ", name " ") == 1) { on = 1 } else if (!cont) { on = 0 } }
    { cont = 0 }
    /^\.TQ/ { cont = 1 }
    on { print }
  ' "$work/page"
}

# has_paragraph FILE WORD: a .TP or .TQ paragraph of FILE starts with WORD.
has_paragraph() {
  awk -v word="$2" '/^\.T[PQ]/ { head = 1; next }
    head && /^\.(B|BR|I|IR) / { sub(/^\.(B|BR|I|IR) /, "") }
    head { if (index($0 " ", word " ") == 1) found = 1; head = 0 }
    END { exit !found }' "$1"
}

# has_option FILE OPTION: FILE has a paragraph of its own for OPTION (".B --json",
# ".BR -o \", \" --output =OUT").
has_option() {
  grep -Eq -- "^\.BR? (-[a-z] \", \" )?$2( |=|\$)" "$1"
}

options_of() {
  "$cli" "$@" --help | sed -n 's/^ *\(-[a-z], \)\{0,1\}\(--[a-z][a-z-]*\).*/\2/p' | grep -vx -- '--help'
}

"$cli" --help | awk '/^Commands:/ { on = 1; next } on && /^$/ { exit } on { print $1 }' \
  >"$work/commands"
[ -s "$work/commands" ] || { echo "vedette-cli --help lists no command"; exit 1; }

while read -r command; do
  if ! awk -F '\t' -v c="$command" '$1 == 0 && $2 == "COMMANDS" && index($3 " ", c " ") == 1' \
      "$work/entries" | grep -q .; then
    echo "the man page has no entry for the command “$command” under COMMANDS"
    status=1
    continue
  fi
  [ "$command" = hex ] && continue
  block "$command" >"$work/block"
  for option in $(options_of "$command"); do
    if ! has_option "$work/block" "$option"; then
      echo "the man page's entry for “$command” has no paragraph for its option $option"
      status=1
    fi
  done
done <"$work/commands"

# bench's subjects, from its usage line, and record's events on a table, from its list: each
# a paragraph of its own in the command's entry.
block bench >"$work/block"
subjects=$("$cli" bench --help | sed -n 's/.*\] \([a-z|]*\) \[FILE\].*/\1/p' | tr '|' ' ')
[ -n "$subjects" ] || { echo "vedette-cli bench --help names no subject"; exit 1; }
for subject in $subjects; do
  has_paragraph "$work/block" "$subject" ||
    { echo "the man page's entry for “bench” has no paragraph for $subject"; status=1; }
done

block record >"$work/block"
events=$("$cli" record --help | awk '/Events:$/ { on = 1; next } on && /^On a board/ { exit }
    on && /^  [a-z]/ { print $1 }' | sort -u)
[ -n "$events" ] || { echo "vedette-cli record --help lists no event"; exit 1; }
for event in $events; do
  has_paragraph "$work/block" "$event" ||
    { echo "the man page's entry for “record” has no paragraph for the event $event"; status=1; }
done

# The hex commands: each its entry under HEX COMMANDS, each shared option in that section.
"$cli" hex --help | awk '/^Commands:/ { on = 1; next } on && /^$/ { exit }
    on && /^  [a-z]/ { print $1 }' | sort -u >"$work/hex-commands"
[ -s "$work/hex-commands" ] || { echo "vedette-cli hex --help lists no command"; exit 1; }
while read -r command; do
  if ! awk -F '\t' -v c="hex $command" '$1 == 0 && $2 == "HEX COMMANDS" && index($3 " ", c " ") == 1' \
      "$work/entries" | grep -q .; then
    echo "the man page has no entry for “hex $command” under HEX COMMANDS"
    status=1
  fi
done <"$work/hex-commands"
awk '/^\.SH / { on = ($0 == ".SH HEX COMMANDS") } on' "$work/page" >"$work/hex-section"
for option in $(options_of hex); do
  has_option "$work/hex-section" "$option" ||
    { echo "the man page's HEX COMMANDS have no paragraph for the option $option"; status=1; }
done

[ $status = 0 ] && echo "$page: $(wc -l <"$work/commands") commands, \
$(wc -l <"$work/hex-commands") hex commands and their options all described"
exit $status
