package toolkit

import (
	"errors"
	"io"
	"net/http"
	"time"
)

// How long a client has to send a request's whole body. A stranger's bodies
// are small (a form, a JSON object of a few KiB), so 15 s is ample even on a
// poor phone line, and a connection that trickles its body a byte at a time
// is cut off then instead of being held for minutes. The owner, once her
// session is checked, has OwnerBodyTimeout: uploads of up to 100 MiB.
const (
	DefaultBodyTimeout = 15 * time.Second
	OwnerBodyTimeout   = 5 * time.Minute
)

// BodyDeadline gives a request that carries a body BodyTimeout to send it.
// The deadline is lifted once the body has been read to its end, so a long
// answer (a download) is not cut by it: after the body, the server reads the
// connection in the background to notice a client that goes away, and a
// deadline passing there would cancel the request.
func (d *Deps) BodyDeadline(next http.HandlerFunc) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		if r.ContentLength == 0 { // no body (chunked bodies have -1)
			next(w, r)
			return
		}
		rc := http.NewResponseController(w)
		if err := rc.SetReadDeadline(time.Now().Add(d.BodyTimeout)); err != nil {
			next(w, r) // not a network connection (an in-memory test)
			return
		}
		r.Body = &deadlineBody{ReadCloser: r.Body, rc: rc}
		next(w, r)
	}
}

// AllowSlowBody gives the owner's request the long body deadline. admin
// calls it once the session is checked, so a stranger never gets it.
func AllowSlowBody(w http.ResponseWriter, r *http.Request) {
	if r.ContentLength != 0 {
		http.NewResponseController(w).SetReadDeadline(time.Now().Add(OwnerBodyTimeout))
	}
}

// deadlineBody lifts the read deadline when the body ends.
type deadlineBody struct {
	io.ReadCloser
	rc   *http.ResponseController
	done bool
}

func (b *deadlineBody) Read(p []byte) (int, error) {
	n, err := b.ReadCloser.Read(p)
	if errors.Is(err, io.EOF) && !b.done {
		b.done = true
		b.rc.SetReadDeadline(time.Time{})
	}
	return n, err
}
