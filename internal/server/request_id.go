package server

import (
	"context"
	"log/slog"
	"math/rand/v2"
	"net/http"
	"strconv"
)

// requestIDKey carries a request's id in its context.
type requestIDKey struct{}

// requestID gives every request an id of its own, made here (a client's or a
// proxy's would be a header anyone can set). It is answered in X-Request-Id,
// in every error answer and in every log line written for the request, so an
// owner's "it said something went wrong" can be found in the log.
func requestID(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		id := strconv.FormatUint(rand.Uint64(), 36)
		w.Header().Set("X-Request-Id", id)
		next.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), requestIDKey{}, id)))
	})
}

func requestIDFrom(ctx context.Context) string {
	id, _ := ctx.Value(requestIDKey{}).(string)
	return id
}

// withRequestID adds the request's id to every record logged with its
// context.
type withRequestID struct{ slog.Handler }

func (h withRequestID) Handle(ctx context.Context, rec slog.Record) error {
	if id := requestIDFrom(ctx); id != "" {
		rec.AddAttrs(slog.String("request_id", id))
	}
	return h.Handler.Handle(ctx, rec)
}

func (h withRequestID) WithAttrs(attrs []slog.Attr) slog.Handler {
	return withRequestID{h.Handler.WithAttrs(attrs)}
}

func (h withRequestID) WithGroup(name string) slog.Handler {
	return withRequestID{h.Handler.WithGroup(name)}
}
