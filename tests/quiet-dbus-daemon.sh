#!/bin/sh
# The GUI tests' session bus: what the services it starts print goes to stderr, so it cannot
# break a test's TAP output on stdout, and they do not inherit the tests' G_DEBUG=fatal-warnings:
# a warning of theirs is not the test's failure.
exec env -u G_DEBUG dbus-daemon "$@" >&2
