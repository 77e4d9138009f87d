#!/bin/sh
# The GUI test's session bus: what the services it starts print goes to stderr, so it cannot
# break the test's TAP output on stdout.
exec dbus-daemon "$@" >&2
