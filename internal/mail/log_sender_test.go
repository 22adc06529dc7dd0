package mail_test

import (
	"bytes"
	"context"
	"errors"
	"log/slog"
	"strings"
	"testing"

	"github.com/storyshelf/storyshelf/internal/mail"
)

func TestLogSender(t *testing.T) {
	var buf bytes.Buffer
	s := mail.LogSender{Logger: slog.New(slog.NewTextHandler(&buf, nil))}
	err := s.Send(context.Background(), kitMessage())
	if !errors.Is(err, mail.ErrNotConfigured) {
		t.Fatalf("err = %v", err)
	}
	got := buf.String()
	for _, want := range []string{`to="Ann Reader <ann@example.com>"`, `subject="Your kindness kit is ready"`, `text="Hello Ann,"`} {
		if !strings.Contains(got, want) {
			t.Errorf("log lacks %s:\n%s", want, got)
		}
	}
	if strings.Contains(got, "your kit is ready") {
		t.Errorf("log holds more than the first line:\n%s", got)
	}
}
