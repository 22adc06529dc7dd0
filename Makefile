# Storyshelf: `make run` builds everything and serves the demo site;
# `make test` runs every check CI runs.

BIN      := bin/storyshelf
DIST     := internal/webui/dist
NPM_DEPS := web/node_modules/.package-lock.json
GO_SRC   := $(shell find cmd internal -name '*.go' -o -name '*.sql') go.mod go.sum
WEB_SRC  := $(shell find web/src web/public -type f 2>/dev/null) web/index.html web/vite.config.ts web/tsconfig.json web/package.json

# What a binary says it is (storyshelf version): the nearest tag, the commit
# and the commit's time, so the same commit always builds the same bytes.
VERSION ?= $(shell git describe --tags --always --dirty 2>/dev/null || echo dev)
COMMIT  := $(shell git rev-parse HEAD 2>/dev/null || echo unknown)
DATE    := $(shell git log -1 --format=%cI 2>/dev/null || echo 2026-01-01T00:00:00Z)
LDFLAGS := -X main.version=$(VERSION) -X main.commit=$(COMMIT) -X main.date=$(DATE)

# The event endpoint as it was before issue 31 added fields to it (entry,
# campaign tags, source, device, language): that issue's condition is that
# the endpoint accepts no fewer events a second than this build did, so
# make test-load builds this commit and measures both in the same run.
EVENTS_BASELINE     := 12a9611142fd349868210ebbd61fba6955d220a3
EVENTS_BASELINE_DIR := build/events-baseline

.PHONY: run build web test test-go go-vet go-test test-http-postgres test-race test-web e2e test-scale test-load events-baseline test-release release image image-test bench fuzz clean

run: build
	$(BIN) demo
	$(BIN) serve

build: $(BIN)

$(BIN): $(DIST)/index.html $(GO_SRC)
	go build -ldflags "$(LDFLAGS)" -o $(BIN) ./cmd/storyshelf

web: $(DIST)/index.html

# The web build goes into the Go package that embeds it; .gitkeep stays so the
# Go code compiles on a clean clone before the first web build.
$(DIST)/index.html: $(NPM_DEPS) $(WEB_SRC)
	cd web && npm run build
	touch $(DIST)/.gitkeep

$(NPM_DEPS): web/package-lock.json
	cd web && npm ci --no-audit --no-fund

# The checks one after the other, after one build. Each of them already uses
# both cores (go test runs packages side by side, Vitest and Playwright run two
# workers), so running them at the same time only made them fight: two lines at
# once took 16-20 minutes on two cores and ran into Vitest's and Playwright's
# time limits; one after the other takes about 13 from a clean clone.
# Each part says how long it took, so the time budget (15 minutes in all) is watched.
test: build
	@for part in go-vet go-test test-web e2e; do \
	  start=$$(date +%s); \
	  $(MAKE) --no-print-directory $$part || exit 1; \
	  echo "== make $$part took $$(( $$(date +%s) - start )) s"; \
	done

test-go: go-vet go-test

# The Go checks compile the embedded web build, so it is made first, once,
# rather than changed under them by the e2e target's build.
go-vet: $(DIST)/index.html
	go vet ./...
	# The program's Windows and macOS code, which the tests here never run.
	GOOS=windows go vet ./cmd/storyshelf
	GOOS=darwin go vet ./cmd/storyshelf

# -count=1: every run tests the code as it is, never a cached pass. With
# TEST_DATABASE_URL set, the store tests run on SQLite and again on PostgreSQL;
# the HTTP tests run on SQLite here, and on PostgreSQL in test-http-postgres.
go-test: $(DIST)/index.html
	go test -count=1 -timeout 30m ./...

# The HTTP tests on PostgreSQL (needs TEST_DATABASE_URL; about four minutes on
# two cores, so CI runs it after `make test`, as it does the other slow suites).
test-http-postgres: $(DIST)/index.html
	STORYSHELF_HTTP_TESTS_ON_POSTGRES=1 go test -count=1 -timeout 30m ./internal/server/

# The Go tests under the race detector (needs a C compiler; slow: 20 minutes
# on two cores, the HTTP tests 14 of them, so CI runs it after `make test`).
# On SQLite only: the races it looks for are in our own code (the read cache,
# limiters, workers), which is the same on either database.
test-race: $(DIST)/index.html
	CGO_ENABLED=1 TEST_DATABASE_URL= go test -race -count=1 -timeout 60m ./...

test-web: $(NPM_DEPS)
	cd web && npm run lint
	cd web && npm test

e2e: build
	cd web && STORYSHELF_BIN=../$(BIN) npm run e2e

# Two instances as one site on PostgreSQL, S3 and SMTP (slow; CI runs it after
# `make test`). Needs TEST_DATABASE_URL, TEST_S3_URL and the S3 keys: see .ci/run.
test-scale: build
	STORYSHELF_BIN=$(abspath $(BIN)) go test -tags scale -count=1 -v ./internal/scaletest

# First the event endpoint's rate against the EVENTS_BASELINE build: three
# 10 s rounds with both under load side by side, each on a fresh demo site, on
# SQLite and on PostgreSQL; the current build may fall at most 10% below it
# (median of the rounds). Then 200 clients for 60 s on SQLite and PostgreSQL,
# once with a SIGKILL halfway, and an export during the load; then a
# newsletter to 10,000 subscribers through a local SMTP server with a SIGKILL
# halfway (two instances on PostgreSQL), where every subscriber must get
# exactly one copy (slow; CI runs it). Needs TEST_DATABASE_URL.
test-load: build events-baseline
	STORYSHELF_BIN=$(abspath $(BIN)) STORYSHELF_BASELINE_BIN=$(abspath $(EVENTS_BASELINE_DIR))/storyshelf \
	  go test -tags load -count=1 -v -timeout 20m ./internal/loadtest

# The EVENTS_BASELINE build, from git, on every run. A clone without that
# commit (a shallow one) fetches it; if it still is not there the load test
# cannot compare and fails here. It embeds no web app (its dist/ holds only
# .gitkeep, enough to compile): the event endpoint does not need one.
events-baseline:
	@if ! git cat-file -e $(EVENTS_BASELINE)^{commit} 2>/dev/null; then \
	  echo "fetching the event endpoint's baseline, commit $(EVENTS_BASELINE)"; \
	  if [ "$$(git rev-parse --is-shallow-repository)" = true ]; then git fetch -q --unshallow || true; fi; \
	  git cat-file -e $(EVENTS_BASELINE)^{commit} 2>/dev/null || git fetch -q origin $(EVENTS_BASELINE) || true; \
	fi
	@git cat-file -e $(EVENTS_BASELINE)^{commit} 2>/dev/null || { \
	  echo "make test-load: commit $(EVENTS_BASELINE) (EVENTS_BASELINE, the event endpoint before issue 31) is not in this clone and could not be fetched; clone the full history" >&2; \
	  exit 1; }
	rm -rf $(EVENTS_BASELINE_DIR)
	mkdir -p $(EVENTS_BASELINE_DIR)/src
	git archive $(EVENTS_BASELINE) | tar -x -C $(EVENTS_BASELINE_DIR)/src
	cd $(EVENTS_BASELINE_DIR)/src && go build -o ../storyshelf ./cmd/storyshelf

# One archive per platform with the README and LICENSE, and SHA256SUMS, in
# release/ (see cmd/release).
release: web
	rm -rf release
	go run ./cmd/release -version $(VERSION) -commit $(COMMIT) -date $(DATE) -out release

# The container image (Containerfile, FROM scratch), built with Debian's
# podman; IMAGE names it.
IMAGE ?= localhost/storyshelf:$(VERSION)
image: web
	go run ./cmd/release -version $(VERSION) -commit $(COMMIT) -date $(DATE) -image-context build/image
	podman build --format docker -f Containerfile -t $(IMAGE) build/image

# Runs the image: loads the demo into a volume, then serves a book page and
# answers /healthz and its own HEALTHCHECK.
image-test: image
	STORYSHELF_IMAGE=$(IMAGE) go test -tags image -count=1 -v -timeout 10m ./cmd/release -run Image

# The linux/amd64 release built twice gives the same bytes, and unpacked in an
# empty folder it runs (slow: a build from an empty cache; CI runs it).
test-release: web
	go test -tags release -count=1 -v -timeout 15m ./cmd/release

# Speed and size targets live here, never in timed tests.
bench: build bench/node_modules/.package-lock.json
	go test -run '^$$' -bench . -benchmem ./...
	STORYSHELF_BIN=$(BIN) bench/reads.sh 10
	cd bench && STORYSHELF_BIN=../$(BIN) node lighthouse.mjs 5

bench/node_modules/.package-lock.json: bench/package-lock.json
	cd bench && npm ci --no-audit --no-fund

fuzz:
	go test ./internal/storyshelf -run '^$$' -fuzz FuzzSlug -fuzztime 20s
	go test ./internal/storyshelf -run '^$$' -fuzz FuzzParseSlugWithID -fuzztime 20s
	go test ./internal/storyshelf -run '^$$' -fuzz FuzzSanitizeFileName -fuzztime 20s

clean:
	rm -rf bin build release web/node_modules web/test-results bench/node_modules
	find $(DIST) -mindepth 1 ! -name .gitkeep -delete
