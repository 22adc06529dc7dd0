#!/usr/bin/env bash
# Public reads under load, in one run: each read against the same binary
# serving a static file of the same bytes, with a bare net/http file server
# (no middleware) as the floor. wrk -t2 -c50, gzip accepted.
# Usage: bench/reads.sh [seconds]   (STORYSHELF_BIN, default bin/storyshelf)
set -euo pipefail
cd "$(dirname "$0")/.."
secs=${1:-10}
bin=$(realpath "${STORYSHELF_BIN:-bin/storyshelf}")
command -v wrk >/dev/null || { echo "wrk is needed: apt-get install -y wrk" >&2; exit 1; }

work=$(mktemp -d)
pids=()
cleanup() { for p in "${pids[@]}"; do kill "$p" 2>/dev/null || true; done; rm -rf "$work"; }
trap cleanup EXIT

free_port() { node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"; }
wait_up() { for _ in $(seq 1 100); do curl -fs -o /dev/null "$1" && return; sleep 0.1; done; echo "$1 did not answer" >&2; exit 1; }

port=$(free_port)
base="http://127.0.0.1:$port"
export DATA_DIR="$work/data" STORYSHELF_ADDR="127.0.0.1:$port"
"$bin" demo >/dev/null
start_ns=$(date +%s%N)
"$bin" serve >"$work/serve.log" 2>&1 &
pids+=($!)
server_pid=$!
wait_up "$base/healthz"
first_ms=$(( ($(date +%s%N) - start_ns) / 1000000 ))

# The floor: a bare file server for the same bytes.
mkdir -p "$work/floor"
cat >"$work/floor/main.go" <<'EOF'
package main

import (
	"net/http"
	"os"
)

func main() { http.ListenAndServe(os.Args[1], http.FileServer(http.Dir(os.Args[2]))) }
EOF
floor_port=$(free_port)
(cd "$work/floor" && go mod init floor >/dev/null 2>&1 && go build -o floor . )
"$work/floor/floor" "127.0.0.1:$floor_port" "$work/static" &
pids+=($!)

book=$(curl -fs "$base/api/books" | node -e "let s='';process.stdin.on('data',d=>s+=d).on('end',()=>{const b=JSON.parse(s)[0];console.log(b.slug+'-'+b.id.slice(0,8))})")
reads=("/api/books" "/api/books/$book" "/" "/books" "/books/$book")
mkdir -p "$work/static"

# run URL → "rate p50 p99" (ms)
run() {
  wrk -t2 -c50 -d"${secs}s" --latency -H 'Accept-Encoding: gzip' "$1" >"$work/wrk.txt"
  local rate p50 p99
  rate=$(awk '/Requests\/sec/ {print $2}' "$work/wrk.txt")
  p50=$(awk '$1=="50%" {print $2}' "$work/wrk.txt")
  p99=$(awk '$1=="99%" {print $2}' "$work/wrk.txt")
  echo "$rate $p50 $p99"
}

printf '%-34s %12s %9s %9s %9s %9s\n' read "req/s" p50 p99 "×static" "×floor"
for path in "${reads[@]}"; do
  # The static twin: the read's exact bytes, as a stored file and as the floor's file.
  name="bench-$(echo "$path" | md5sum | cut -c1-12).txt"
  curl -fs "$base$path" -o "$work/static/$name"
  mkdir -p "$DATA_DIR/files/materials"
  cp "$work/static/$name" "$DATA_DIR/files/materials/$name"
  for _ in $(seq 1 20); do curl -fs -o /dev/null -H 'Accept-Encoding: gzip' "$base$path"; done # built once per version
  read -r r_rate r_p50 r_p99 < <(run "$base$path")
  read -r s_rate s_p50 s_p99 < <(run "$base/files/materials/$name")
  read -r f_rate f_p50 f_p99 < <(run "http://127.0.0.1:$floor_port/$name")
  printf '%-34s %12s %9s %9s %9.2f %9.2f\n' "$path" "$r_rate" "$r_p50" "$r_p99" \
    "$(echo "$r_rate / $s_rate" | bc -l)" "$(echo "$r_rate / $f_rate" | bc -l)"
  printf '%-34s %12s %9s %9s\n' "  static file, same bytes" "$s_rate" "$s_p50" "$s_p99"
  printf '%-34s %12s %9s %9s\n' "  floor (bare net/http)" "$f_rate" "$f_p50" "$f_p99"
done
rss=$(awk '/VmHWM/ {print $2}' "/proc/$server_pid/status")
echo
echo "storyshelf peak RSS under load: $((rss / 1024)) MB; start to first answer: ${first_ms} ms"
