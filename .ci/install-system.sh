#!/usr/bin/env bash
# Installs the system parts the test tiers need (Debian packages) and starts PostgreSQL on loopback.
# Safe to run again: it installs only what is missing.
set -euo pipefail

need=()
command -v chromium >/dev/null || need+=(chromium)
command -v pg_ctlcluster >/dev/null || need+=(postgresql)
[ -d /usr/lib/postgresql ] || need+=(postgresql)
command -v ffmpeg >/dev/null || need+=(ffmpeg)
command -v pocketsphinx_continuous >/dev/null || need+=(pocketsphinx)
[ -d /usr/share/pocketsphinx/model/en-us ] || need+=(pocketsphinx-en-us)
command -v espeak-ng >/dev/null || need+=(espeak-ng)
command -v sox >/dev/null || need+=(sox)
if [ ${#need[@]} -gt 0 ]; then
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
fi

# PostgreSQL 15 on 127.0.0.1:5432 with a known password for the test tier.
version=$(ls /usr/lib/postgresql | sort -n | tail -1)
if ! pg_lsclusters -h | grep -q "^$version main"; then
  pg_createcluster "$version" main >/dev/null
fi
pg_ctlcluster "$version" main start 2>/dev/null || true
for _ in $(seq 1 30); do
  pg_isready -h 127.0.0.1 -p 5432 -q && break
  sleep 1
done
su postgres -c "psql -q -c \"ALTER USER postgres PASSWORD 'earshot'\"" >/dev/null
echo "postgres://postgres:earshot@127.0.0.1:5432/postgres"
