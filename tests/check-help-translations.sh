#!/bin/sh
# Checks that data/help/fr/fr.po translates the whole help, as po/fr.po does the UI: every
# message itstool extracts from the pages has a French translation, neither missing nor fuzzy
# (a picture's message, which changes with the picture, keeps the C one by copying its msgid).
set -eu
top=$1
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$top/data/help/C"

itstool -o "$work/help.pot" index.page introduction.page tour.page legal.xml \
  $(cat ../pages.txt)
status=0
if ! msgcmp ../fr/fr.po "$work/help.pot" 2>"$work/msgcmp.log"; then
  echo "data/help/fr/fr.po leaves messages untranslated (ninja -C build help-vedette-update-po):"
  cat "$work/msgcmp.log"
  status=1
fi
stats=$(LC_ALL=C msgfmt --check --statistics -o /dev/null ../fr/fr.po 2>&1)
echo "help fr.po: $stats"
case "$stats" in
  *fuzzy*|*untranslated*) echo "data/help/fr/fr.po has fuzzy or untranslated messages"; status=1 ;;
esac
exit $status
