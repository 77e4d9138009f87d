#!/bin/sh
# Validates the help's pages in LANG as itstool builds them from data/help/LANG/LANG.po: a
# translation must keep every page valid Mallard. Built here, in a folder of its own, since
# gnome.yelp builds the translated pages only when installing.
set -eu
top=$1
lang=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
help="$top/data/help"

msgfmt -o "$work/$lang.mo" "$help/$lang/$lang.po"
cd "$help/C"
pages="index.page introduction.page tour.page $(cat ../pages.txt)"
# shellcheck disable=SC2086
itstool -m "$work/$lang.mo" -o "$work/" $pages legal.xml
cd "$work"
# shellcheck disable=SC2086
yelp-check validate $pages
