#!/bin/sh
# Checks that po/fr.po translates every user-visible string: every source file with marked
# strings is in po/POTFILES, and every message extracted from them has a French translation
# that is neither missing nor fuzzy.
set -eu
top=$1
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$top"

status=0
for f in $(grep -rlE '(^|[^A-Za-z0-9_])(_|N_|C_|NC_|g_dngettext|ngettext) ?\(|translatable="yes"' src ui data --include='*.c' --include='*.ui' --include='*.in' | sort); do
  if ! grep -qx "$f" po/POTFILES; then
    echo "po/POTFILES misses $f, which has translatable strings"
    status=1
  fi
done

xgettext --from-code=UTF-8 --add-comments=Translators: --keyword=_ --keyword=N_ \
  --keyword=C_:1c,2 --keyword=NC_:1c,2 --keyword=g_dngettext:2,3 --keyword=ngettext:1,2 \
  --files-from=po/POTFILES --directory="$top" --output="$work/vedette.pot" 2>"$work/xgettext.log" \
  || { cat "$work/xgettext.log"; exit 1; }

if ! msgcmp --use-untranslated po/fr.po "$work/vedette.pot" 2>"$work/msgcmp.log"; then
  cat "$work/msgcmp.log"
  status=1
fi
if ! msgcmp po/fr.po "$work/vedette.pot" 2>"$work/msgcmp2.log"; then
  echo "po/fr.po leaves messages untranslated:"
  cat "$work/msgcmp2.log"
  status=1
fi
stats=$(LC_ALL=C msgfmt --check --statistics -o /dev/null po/fr.po 2>&1)
echo "fr.po: $stats"
case "$stats" in
  *fuzzy*|*untranslated*) echo "po/fr.po has fuzzy or untranslated messages"; status=1 ;;
esac
exit $status
