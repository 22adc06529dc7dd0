# Storyshelf: `make run` builds everything and serves the demo site;
# `make test` runs the checks every change must pass; .ci/run runs the slower
# suites after it (the admin journeys, accessibility, race, scale, load, release).

BIN      := bin/storyshelf
DIST     := internal/webui/dist
NPM_DEPS := web/node_modules/.package-lock.json
GO_SRC   := $(shell find cmd internal -name '*.go' -o -name '*.sql') go.mod go.sum
WEB_SRC  := $(shell find web/src web/public -type f 2>/dev/null) web/index.html web/vite.config.ts web/tsconfig.json web/package.json

# What a binary says it is (storyshelf version): the nearest tag, the commit
# and the commit's time, so the same commit always builds the same bytes.
# DATE is in UTC, as cmd/release writes it, so that bin/storyshelf is the
# same bytes as the release's linux/amd64 binary of the same commit.
VERSION ?= $(shell git describe --tags --always --dirty 2>/dev/null || echo dev)
COMMIT  := $(shell git rev-parse HEAD 2>/dev/null || echo unknown)
DATE    := $(shell TZ=UTC git log -1 --format=%cd --date=format-local:%Y-%m-%dT%H:%M:%SZ 2>/dev/null || echo 2026-01-01T00:00:00Z)
LDFLAGS := -s -w -buildid= -X main.version=$(VERSION) -X main.commit=$(COMMIT) -X main.date=$(DATE)

# Builds leave out where the clone is, so that a clone elsewhere (CI's) reuses
# what this machine has already compiled from the same source.
export GOFLAGS := -trimpath

# Every build but the race detector's is pure Go, as the binary is: then vet and
# the tests reuse the packages the binary's build compiled. With a C compiler
# installed (CI installs gcc for -race), Go would otherwise build every package
# that imports net a second time, with cgo, for vet and the tests.
export CGO_ENABLED := 0

# What never changes between runs is kept outside the clone, named by what
# makes it: the events baseline by its commit (CI keeps versitygw there too).
CACHE_DIR ?= $(or $(XDG_CACHE_HOME),$(HOME)/.cache)/storyshelf

# The event endpoint as it was before issue 31 added fields to it (entry,
# campaign tags, source, device, language): that issue's condition is that
# the endpoint accepts no fewer events a second than this build did, so
# make bench builds this commit (once: it never changes) and measures both in
# the same run.
EVENTS_BASELINE     := 12a9611142fd349868210ebbd61fba6955d220a3
EVENTS_BASELINE_BIN := $(CACHE_DIR)/events-baseline-$(EVENTS_BASELINE)

.PHONY: run build web test test-go go-deps go-vet go-test test-race test-web e2e test-e2e-admin test-a11y test-scale test-load test-release release image image-test bench fuzz clean

run: build
	$(BIN) demo
	$(BIN) serve

build: $(BIN)

# One binary, built as cmd/release builds a release (static, no paths of this
# machine, no build id, the same stamp), serves make run, the end-to-end,
# scale and load tests and the container image.
$(BIN): $(DIST)/index.html $(GO_SRC)
	go build -trimpath -buildvcs=false -ldflags "$(LDFLAGS)" -o $(BIN) ./cmd/storyshelf

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
# time limits. The build is the exception: the web build and the Go packages it
# does not feed (go-deps) share the two cores well.
# Each part says how long it took, so the time budget (10 minutes in all) is watched.
test:
	@start=$$(date +%s); $(MAKE) --no-print-directory -j2 web go-deps && $(MAKE) --no-print-directory build || exit 1; \
	echo "== make build (the web build and the Go packages side by side) took $$(( $$(date +%s) - start )) s"
	@for part in go-vet go-test test-web e2e; do \
	  start=$$(date +%s); \
	  $(MAKE) --no-print-directory $$part || exit 1; \
	  echo "== make $$part took $$(( $$(date +%s) - start )) s"; \
	done

test-go: go-vet go-test

# The packages the binary and the tests import, other than this module's own,
# compiled into Go's cache while the web build runs: they do not embed it. On a
# fresh machine that is most of the Go build (modernc.org/sqlite alone takes a
# minute on one core), and the web build leaves a core free most of its time.
go-deps:
	go build $$(go list -deps -test ./... | grep -v -e '^github.com/storyshelf/' -e ' ' -e '\.test$$')

# The Go checks compile the embedded web build, so it is made first, once,
# rather than changed under them by the e2e target's build.
go-vet: $(DIST)/index.html
	go vet ./...

# -count=1: every run tests the code as it is, never a cached pass. With
# TEST_DATABASE_URL set, the store tests run on SQLite and again on PostgreSQL;
# the HTTP tests run on SQLite here, and on PostgreSQL in test-race.
go-test: $(DIST)/index.html
	go test -count=1 -timeout 15m ./...

# The Go tests under the race detector (needs a C compiler), in the packages
# where it can find something: those whose code or tests start goroutines or
# share memory (go statements, channels, sync, atomic), found by grep so that a
# new one is raced without anyone remembering to list it; packages of pure
# functions are tested once, in go-test. With TEST_DATABASE_URL set, the HTTP
# tests run here on PostgreSQL (on SQLite they ran in go-test), so every HTTP
# test meets both databases. The time limit leaves CI (90 minutes) the time to
# print the goroutines of a test that hangs.
RACE_TIMEOUT ?= 25m
test-race: $(DIST)/index.html
	@pkgs=$$(grep -rlE '^[[:space:]]*go |\bchan |sync\.|atomic\.|httptest\.' --include='*.go' cmd internal \
	  | xargs -n1 dirname | sort -u | sed 's|^|./|' \
	  | xargs go list -e -f '{{if or .TestGoFiles .XTestGoFiles}}{{.ImportPath}}{{end}}' 2>/dev/null); \
	echo "race: $$pkgs" | tr '\n' ' '; echo; \
	CGO_ENABLED=1 STORYSHELF_HTTP_TESTS_ON_POSTGRES=$${TEST_DATABASE_URL:+1} go test -race -count=1 -timeout $(RACE_TIMEOUT) $$pkgs

test-web: $(NPM_DEPS)
	cd web && npm run lint
	cd web && npm test

# The end-to-end tests of the public site: what parents and teachers see and
# do. The owner's screens and her journeys through them are test-e2e-admin's,
# the sweeps of every public page test-a11y's: CI runs both right after make
# test, which stays within its ten minutes on two cores. Each screen's own axe
# check stays beside the journey it follows.
e2e: build
	cd web && STORYSHELF_BIN=../$(BIN) npm run e2e -- --grep-invert '$(ADMIN_SPECS)|$(SWEEP_SPECS)'

# The owner's journeys: through every admin screen (e2e/admin-*.spec.ts), each
# with its axe checks, and those whose end is on the public site (publishing,
# release day, the weekly letter, the statistics, the newsletter's archive,
# the site's texts).
ADMIN_SPECS := (admin-[a-z-]+|publishing|release-day|weekly-letter|statistics-journey|newsletter-archive|site-texts)\.spec
test-e2e-admin: build
	cd web && STORYSHELF_BIN=../$(BIN) npm run e2e -- --grep '$(ADMIN_SPECS)'

# The sweeps of every public page, in both languages: axe at phone and desktop
# widths, a scan of each page after its animations end (an eighth of
# Playwright's time), and the language marks a screen reader reads by (no
# unmarked text of the other language).
SWEEP_SPECS := (a11y|lang-marks)\.spec
test-a11y: build
	cd web && STORYSHELF_BIN=../$(BIN) npm run e2e -- --grep '$(SWEEP_SPECS)'

# Two instances as one site on PostgreSQL, S3 and SMTP (slow; CI runs it after
# `make test`). Needs TEST_DATABASE_URL, TEST_S3_URL and the S3 keys: see .ci/run.
test-scale: build
	STORYSHELF_BIN=$(abspath $(BIN)) go test -tags scale -count=1 -v ./internal/scaletest

# 200 clients for LOAD_SECONDS (a phase) on SQLite and PostgreSQL, once with a
# SIGKILL halfway, and an export during the load; then a newsletter to 10,000
# subscribers through a local SMTP server with a SIGKILL halfway (two
# instances on PostgreSQL), where no subscriber may get two copies and the
# report must name every copy that may not have arrived (slow; CI runs it
# with 30-second phases, make bench with the full minute). Needs
# TEST_DATABASE_URL.
LOAD_SECONDS ?= 60
test-load: build
	LOAD_SECONDS=$(LOAD_SECONDS) STORYSHELF_BIN=$(abspath $(BIN)) \
	  go test -tags load -count=1 -v -timeout 20m ./internal/loadtest

# The EVENTS_BASELINE build, made from git once and kept in CACHE_DIR under
# its commit. A clone without that commit (a shallow one) fetches it; if it
# still is not there the benchmark cannot compare and fails here. It embeds no
# web app (its dist/ holds only .gitkeep, enough to compile): the event
# endpoint does not need one.
$(EVENTS_BASELINE_BIN):
	@if ! git cat-file -e $(EVENTS_BASELINE)^{commit} 2>/dev/null; then \
	  echo "fetching the event endpoint's baseline, commit $(EVENTS_BASELINE)"; \
	  if [ "$$(git rev-parse --is-shallow-repository)" = true ]; then git fetch -q --unshallow || true; fi; \
	  git cat-file -e $(EVENTS_BASELINE)^{commit} 2>/dev/null || git fetch -q origin $(EVENTS_BASELINE) || true; \
	fi
	@git cat-file -e $(EVENTS_BASELINE)^{commit} 2>/dev/null || { \
	  echo "make bench: commit $(EVENTS_BASELINE) (EVENTS_BASELINE, the event endpoint before issue 31) is not in this clone and could not be fetched; clone the full history" >&2; \
	  exit 1; }
	rm -rf $@.src && mkdir -p $@.src
	git archive $(EVENTS_BASELINE) | tar -x -C $@.src
	cd $@.src && go build -o $@.tmp ./cmd/storyshelf
	mv $@.tmp $@ && rm -rf $@.src

# One archive per platform with the README and LICENSE, and SHA256SUMS, in
# release/ (see cmd/release).
release: web
	rm -rf release
	go run ./cmd/release -version $(VERSION) -commit $(COMMIT) -date $(DATE) -out release

# The container image (Containerfile, FROM scratch) of bin/storyshelf, built
# with Debian's podman; IMAGE names it. A stamp per image name records that
# it is built from the current binary, so image-test does not build it again.
IMAGE ?= localhost/storyshelf:$(VERSION)
IMAGE_STAMP = build/image-$(subst :,_,$(subst /,_,$(IMAGE))).stamp
image: $(IMAGE_STAMP)

$(IMAGE_STAMP): $(BIN) Containerfile
	go run ./cmd/release -version $(VERSION) -commit $(COMMIT) -date $(DATE) -image-context build/image -binary $(BIN)
	podman build --format docker -f Containerfile -t $(IMAGE) build/image
	touch $@

# Runs the image: loads the demo into a volume, then serves a book page and
# answers /healthz and its own HEALTHCHECK.
image-test: $(IMAGE_STAMP)
	STORYSHELF_IMAGE=$(IMAGE) go test -tags image -count=1 -v -timeout 10m ./cmd/release -run Image

# The linux/amd64 release built twice gives the same bytes, and unpacked in an
# empty folder it runs (slow: a build from an empty cache; CI runs it). Then
# the program's Windows code, which no test runs, is vetted for its release
# (the vet compiles every package for Windows: about a minute and a half on a
# fresh machine). The Macs' releases build the same files of ours as Linux
# (their build tags are unix and !windows), so for them it is enough that
# every package the program imports has code for both Mac processors, which
# go list -deps checks in a second without compiling (a vet took as long as
# Windows', and checked only the Intel Macs).
test-release: web
	go test -tags release -count=1 -v -timeout 15m ./cmd/release
	GOOS=windows go vet ./cmd/storyshelf
	GOOS=darwin GOARCH=arm64 go list -deps ./cmd/storyshelf >/dev/null
	GOOS=darwin GOARCH=amd64 go list -deps ./cmd/storyshelf >/dev/null

# Speed and size targets live here, never in timed tests: the Go benchmarks,
# the event endpoint against the EVENTS_BASELINE build (needs
# TEST_DATABASE_URL), the load test's full-minute phases, public reads under
# wrk, Lighthouse, and the proof of work's solving time on a throttled phone.
bench: build bench/node_modules/.package-lock.json $(EVENTS_BASELINE_BIN)
	go test -run '^$$' -bench . -benchmem ./...
	STORYSHELF_BIN=$(abspath $(BIN)) STORYSHELF_BASELINE_BIN=$(EVENTS_BASELINE_BIN) \
	  go test -tags load -run '^$$' -bench EventRateAgainstBaseline -benchtime 1x -v -timeout 20m ./internal/loadtest
	$(MAKE) --no-print-directory test-load LOAD_SECONDS=60
	STORYSHELF_BIN=$(BIN) bench/reads.sh 10
	cd bench && STORYSHELF_BIN=../$(BIN) node lighthouse.mjs 5
	cd bench && STORYSHELF_BIN=../$(BIN) node proof-of-work.mjs 8

bench/node_modules/.package-lock.json: bench/package-lock.json
	cd bench && npm ci --no-audit --no-fund

fuzz:
	go test ./internal/storyshelf -run '^$$' -fuzz FuzzSlug -fuzztime 20s
	go test ./internal/storyshelf -run '^$$' -fuzz FuzzParseSlugWithID -fuzztime 20s
	go test ./internal/storyshelf -run '^$$' -fuzz FuzzSanitizeFileName -fuzztime 20s

clean:
	rm -rf bin build release web/node_modules web/test-results bench/node_modules
	find $(DIST) -mindepth 1 ! -name .gitkeep -delete
