package toolkit

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
// in every error Answer and in every log line written for the request, so an
// owner's "it said something went wrong" can be found in the log.
func RequestID(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		id := strconv.FormatUint(rand.Uint64(), 36)
		w.Header().Set("X-Request-Id", id)
		next.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), requestIDKey{}, id)))
	})
}

func RequestIDFrom(ctx context.Context) string {
	id, _ := ctx.Value(requestIDKey{}).(string)
	return id
}

// WithRequestID adds the request's id to every record logged with its
// context.
type WithRequestID struct{ slog.Handler }

func (h WithRequestID) Handle(ctx context.Context, rec slog.Record) error {
	if id := RequestIDFrom(ctx); id != "" {
		rec.AddAttrs(slog.String("request_id", id))
	}
	return h.Handler.Handle(ctx, rec)
}

func (h WithRequestID) WithAttrs(attrs []slog.Attr) slog.Handler {
	return WithRequestID{h.Handler.WithAttrs(attrs)}
}

func (h WithRequestID) WithGroup(name string) slog.Handler {
	return WithRequestID{h.Handler.WithGroup(name)}
}
