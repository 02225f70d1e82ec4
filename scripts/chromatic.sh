#!/usr/bin/env bash
# Publishes Storybook to Chromatic. Needs CHROMATIC_PROJECT_TOKEN and network; not part of CI.
set -euo pipefail
if [ -z "${CHROMATIC_PROJECT_TOKEN:-}" ]; then
  echo "Set CHROMATIC_PROJECT_TOKEN to publish to Chromatic." >&2
  exit 1
fi
export STORYBOOK_DISABLE_TELEMETRY=1
npx storybook build --quiet -o storybook-static
npx chromatic --storybook-build-dir storybook-static --exit-zero-on-changes
