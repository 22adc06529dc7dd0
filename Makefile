# Storyshelf: `make run` builds everything and serves the demo site;
# `make test` runs every check CI runs.

BIN      := bin/storyshelf
DIST     := internal/webui/dist
NPM_DEPS := web/node_modules/.package-lock.json
GO_SRC   := $(shell find cmd internal -name '*.go' -o -name '*.sql') go.mod go.sum
WEB_SRC  := $(shell find web/src web/public -type f 2>/dev/null) web/index.html web/vite.config.ts web/tsconfig.json web/package.json

.PHONY: run build web test test-go test-web e2e test-scale bench fuzz clean

run: build
	$(BIN) demo
	$(BIN) serve

build: $(BIN)

$(BIN): $(DIST)/index.html $(GO_SRC)
	go build -o $(BIN) ./cmd/storyshelf

web: $(DIST)/index.html

# The web build goes into the Go package that embeds it; .gitkeep stays so the
# Go code compiles on a clean clone before the first web build.
$(DIST)/index.html: $(NPM_DEPS) $(WEB_SRC)
	cd web && npm run build
	touch $(DIST)/.gitkeep

$(NPM_DEPS): web/package-lock.json
	cd web && npm ci --no-audit --no-fund

test: test-go test-web e2e

test-go:
	go vet ./...
	go test ./...

test-web: $(NPM_DEPS)
	cd web && npm run lint
	cd web && npm test

e2e: build
	cd web && STORYSHELF_BIN=../$(BIN) npm run e2e

# Two instances as one site on PostgreSQL, S3 and SMTP (slow; CI runs it after
# `make test`). Needs TEST_DATABASE_URL, TEST_S3_URL and the S3 keys: see .ci/run.
test-scale: build
	STORYSHELF_BIN=$(abspath $(BIN)) go test -tags scale -count=1 -v ./internal/scaletest

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
	rm -rf bin web/node_modules web/test-results bench/node_modules
	find $(DIST) -mindepth 1 ! -name .gitkeep -delete
