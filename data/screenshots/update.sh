#!/bin/sh
# Regenerates the README's screenshot from the real app, on the demo battle, under Xvfb.
# Needs, besides the build dependencies: apt-get install imagemagick xdotool
# Usage: data/screenshots/update.sh [PATH-TO-vedette]
set -eu
top=$(cd "$(dirname "$0")/../.." && pwd)
app=${1:-$top/build/src/app/vedette}
out=$top/data/screenshots/main.png

xvfb-run -a -s "-screen 0 1400x900x24" sh -c "
  LANGUAGE=en '$app' &
  app_pid=\$!
  window=\$(xdotool search --sync --name 'Shevardino' | head -n 1)
  xdotool windowsize \$window 1280 800
  sleep 2
  # a click on the Russian position battery in front of the redoubt selects it
  xdotool mousemove --window \$window 530 465 click 1
  sleep 1
  import -window \$window '$out'
  kill \$app_pid
"
echo "wrote $out"
