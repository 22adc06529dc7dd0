package server_test

import (
	"strings"
	"testing"

	"github.com/storyshelf/storyshelf/internal/store"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

func TestAdminMessages(t *testing.T) {
	ts := newTestServer(t)
	ts.RelaxLimitsForTest()
	b, token := ownerSession(t, ts)
	authz := []string{"Authorization", "Bearer " + token}
	for _, body := range []string{
		"name=Anna&email=anna%40example.com&subject=School+Visit+Request&message=Could+you+visit%3F",
		"name=Ben&email=ben%40example.com&subject=Feedback&message=Loved+it",
	} {
		if res, got := post(t, ts.URL+"/api/contact", "application/x-www-form-urlencoded", body); res.StatusCode != 200 {
			t.Fatalf("contact: %d %s", res.StatusCode, got)
		}
	}

	res, body := b.do("GET", "/api/admin/messages?subject=Feedback", "", authz...)
	p := decode[store.InboxPage](t, body)
	if res.StatusCode != 200 || p.TotalCount != 1 || p.Unread != 2 || p.Messages[0].Name != "Ben" ||
		p.Messages[0].Delivery != storyshelf.DeliveryNone || !strings.Contains(p.Messages[0].DeliveryNote, "no address for contact messages") {
		t.Fatalf("inbox: %d %s", res.StatusCode, body)
	}
	id := p.Messages[0].ID
	if _, body := b.do("GET", "/api/admin/dashboard", "", authz...); !strings.Contains(body, `"unreadMessages":2`) {
		t.Fatalf("dashboard: %s", body)
	}
	res, body = b.do("PUT", "/api/admin/messages/"+id, `{"read":true}`, authz...)
	if m := decode[storyshelf.InboxMessage](t, body); res.StatusCode != 200 || m.ReadAt == nil || m.Message != "Loved it" {
		t.Fatalf("mark read: %d %s", res.StatusCode, body)
	}
	if _, body := b.do("GET", "/api/admin/dashboard", "", authz...); !strings.Contains(body, `"unreadMessages":1`) {
		t.Fatalf("dashboard after reading: %s", body)
	}
	if _, body := b.do("GET", "/api/admin/messages/unread-count", "", authz...); strings.TrimSpace(body) != `{"unread":1}` {
		t.Fatalf("unread count: %s", body)
	}
	if res, body := b.do("PUT", "/api/admin/messages/"+id, `{}`, authz...); res.StatusCode != 400 || !strings.Contains(body, `"read"`) {
		t.Fatalf("no read flag: %d %s", res.StatusCode, body)
	}
	if res, _ := b.do("DELETE", "/api/admin/messages/"+id, "", authz...); res.StatusCode != 204 {
		t.Fatalf("delete: %d", res.StatusCode)
	}
	if res, body := b.do("GET", "/api/admin/messages/"+id, "", authz...); res.StatusCode != 404 || !strings.Contains(body, "Message not found") {
		t.Fatalf("after delete: %d %s", res.StatusCode, body)
	}
}
