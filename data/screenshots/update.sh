#!/bin/sh
# Regenerates the README's and the help's screenshots from the real app, under Xvfb, at two
# window sizes: 1600 × 1000 (main.png…) and 1024 × 700 (main-small.png…):
#   main.png  the demo battle with a Russian battery selected: its sight lines and the Unit page;
#   army.png  the Army page, on a copy of the demo with a few losses recorded on Compans'
#             1re brigade (and a few Russian ones) over two turns;
#   terrain.png  the terrain editor (Ctrl+E) on the demo, the Shevardino hill selected: its
#             points and the Terrain page.
#   board.png the demonstration board of La Bataille d'Austerlitz (hex mode), a counter in
#             the village selected: the stack, the hex inspector and the rules.
#   charts.png the chart editor over the 1914 demonstration board, on the combat results
#             table, with nothing entered (the owner's entries go to a folder of the run's own).
# Needs, besides the build dependencies: apt-get install imagemagick xdotool
# Usage: data/screenshots/update.sh [PATH-TO-vedette [PATH-TO-vedette-cli]]
# (VEDETTE_SCREENSHOT_SIZES="1024x700" takes one size only.)
set -eu
top=$(cd "$(dirname "$0")/../.." && pwd)
app=${1:-$top/build/src/app/vedette}
cli=${2:-$top/build/src/cli/vedette-cli}
shots=$top/data/screenshots

if [ "${VEDETTE_SCREENSHOTS_UNDER_X:-}" != 1 ]; then
  tmp=$(mktemp -d)
  trap 'rm -rf "$tmp"' EXIT

  # The battle of army.png: the 57e and 61e storm the redoubt and lose a quarter of their
  # figures, which shakes their brigade; the Odessa battalion and the Jägers in front of it lose
  # a few. Recorded with vedette-cli on a copy, as a referee would in the app.
  cp "$top/data/shevardino.yaml" "$tmp/shevardino.yaml"
  record() { "$cli" record "$tmp/shevardino.yaml" "$@" >/dev/null; }
  record loss fr-57-vlt 2
  record loss fr-61-vlt 3
  record loss fr-57-1 5
  record loss fr-61-1 4
  record loss fr-25-1 2
  record loss ru-jag49-2 2
  record loss ru-odessa-1 3
  record end-turn
  record loss fr-57-1 4
  record loss fr-57-2 6
  record loss fr-61-1 5
  record loss fr-61-2 8
  record loss fr-61-3 3
  record loss fr-57-3 3
  record loss fr-25-1 3
  record loss ru-odessa-1 4
  record loss ru-pos-south 1
  record morale fr-57-1 shaken

  # The screen is larger than the largest window, so that no window is cut or moved.
  for size in ${VEDETTE_SCREENSHOT_SIZES:-1600x1000 1024x700}; do
    VEDETTE_SCREENSHOTS_UNDER_X=1 xvfb-run -a -s "-screen 0 1920x1200x24" \
      sh "$0" "$app" "$cli" "$tmp/shevardino.yaml" "$size"
  done
  # The help shows the large pictures too (data/help/C/figures, gnome.yelp's media).
  for f in main army terrain board charts; do
    if [ -f "$shots/$f.png" ] && [ -d "$top/data/help/C/figures" ]; then
      cp "$shots/$f.png" "$top/data/help/C/figures/$f.png"
    fi
  done
  echo "wrote main, army, terrain, board and charts in $shots, .png at 1600x1000 and" \
       "-small.png at 1024x700, and the large ones in data/help/C/figures"
  exit 0
fi

# Under Xvfb, run by the part above with the battle of army.png as $3 and the window's size
# as $4, in a temporary folder that also takes the captures in progress.
battle=$3
size=$4
work=$(dirname "$battle")
width=${size%x*}
height=${size#*x}

# Where the table, the board and the side panel put what is clicked, at each size (found on
# a first capture): redo them if the layout changes. The pointer then goes to the margin
# below the table, and the chart editor's window takes the charts_ size.
case $size in
  1600x1000)
    suffix=
    battery="628 455"; army_tab="1314 75"; hill="712 630"; margin="690 990"
    counter="532 397"; board_margin="1080 990"; build_tab="1342 64"; fill_in="1523 490"
    charts_size="1400 875" ;;
  1024x700)
    suffix=-small
    battery="312 337"; army_tab="738 75"; hill="357 426"; margin="300 690"
    counter="256 288"; board_margin="600 690"; build_tab="766 64"; fill_in="947 490"
    charts_size="1024 700" ;;
  *) echo "update.sh: no positions for a $size window" >&2; exit 1 ;;
esac

# open [FILE]: starts the app (on the demo without FILE) in a window of $size; $title is a
# word of the window's title.
title=Shevardino
open_app() {
  # Preferences (the window's size, the layers) stay those of a first run.
  GSETTINGS_BACKEND=memory LANGUAGE=en "$app" "$@" &
  app_pid=$!
  window=$(xdotool search --sync --onlyvisible --name "$title" | head -n 1)
  # GTK gives the window its default size as it maps it: resize it once that is done.
  sleep 1
  xdotool windowsize "$window" "$width" "$height"
  # a first start on a new X server takes longer to lay out than the ones after it
  sleep 3
  xdotool getwindowgeometry "$window" | grep -q "Geometry: $size" ||
    { echo "update.sh: the window is not $size" >&2; kill "$app_pid"; exit 1; }
}

close_app() {
  kill "$app_pid"
  wait "$app_pid" 2>/dev/null || true
}

# capture OUT: writes the window to OUT once it has stopped changing (the side panel fades
# from one page to the next, and the sight lines take a moment on a slow machine).
capture() {
  sleep 1
  import -window "$window" "$work/before.png"
  for i in 1 2 3 4 5 6 7 8 9 10; do
    sleep 0.5
    import -window "$window" "$work/after.png"
    if [ "$(compare -metric AE "$work/before.png" "$work/after.png" null: 2>&1 || true)" = 0 ]; then
      break
    fi
    mv "$work/after.png" "$work/before.png"
  done
  mv "$work/after.png" "$1"
}

open_app
# a click on the Russian position battery before the redoubt selects it
xdotool mousemove --window "$window" $battery click 1
xdotool mousemove --window "$window" $margin
capture "$shots/main$suffix.png"
close_app

open_app "$battle"
# the Army tab at the top of the side panel
xdotool mousemove --window "$window" $army_tab click 1
xdotool mousemove --window "$window" $margin
capture "$shots/army$suffix.png"
close_app

open_app
# Ctrl+E edits the terrain; a click inside the Shevardino hill, away from its units, selects it
xdotool key --window "$window" ctrl+e
sleep 1
xdotool mousemove --window "$window" $hill click 1
xdotool mousemove --window "$window" $margin
capture "$shots/terrain$suffix.png"
close_app

# A copy of the board, so that nothing is written beside the bundled one.
cp "$top/data/demo-lba.yaml" "$work/demo-lba.yaml"
title=Austerlitz
open_app "$work/demo-lba.yaml"
# a click on the counter in the village of 0504 selects it
xdotool mousemove --window "$window" $counter click 1
xdotool mousemove --window "$window" $board_margin
# the game's first board says once that readings are open: its toast goes after 12 s
sleep 13
capture "$shots/board$suffix.png"
close_app

# The chart editor of 1914, from the Build page's Fill In… button; no entries of the user's.
cp "$top/data/demo-1914.yaml" "$work/demo-1914.yaml"
export XDG_DATA_HOME="$work/data-home"
title=1914
open_app "$work/demo-1914.yaml"
# the Build tab of the side panel, then Fill In… under The Game's Charts
xdotool mousemove --window "$window" $build_tab click 1
sleep 1
xdotool mousemove --window "$window" $fill_in click 1
charts=$(xdotool search --sync --onlyvisible --name "Game Charts" | head -n 1)
sleep 1
xdotool windowsize "$charts" $charts_size
sleep 1
# the combat results table in the sidebar; the pointer goes to the grid's margin
xdotool mousemove --window "$charts" 92 113 click 1
xdotool mousemove --window "$charts" $(( ${charts_size% *} - 20 )) $(( ${charts_size#* } - 10 ))
main_window=$window
window=$charts
capture "$shots/charts$suffix.png"
window=$main_window
close_app
