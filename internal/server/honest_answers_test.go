package server_test

import (
	"regexp"
	"strings"
	"testing"

	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// claimsMail finds words that say a mail went out or is on its way, in either
// language.
var claimsMail = regexp.MustCompile(`(?i)welcome email|look out|check your email|inbox|link sent|we sent|we've sent|emailed|` +
	`correo de bienvenida|te llegará|revisa tu correo|bandeja de entrada|te enviamos|enviado`)

// No answer a reader or the owner reads claims that a mail was sent while
// none can be; once mail can be sent, the spec's words come back.
func TestNoAnswerClaimsMailWhileNoneCanBeSent(t *testing.T) {
	for _, withMail := range []bool{false, true} {
		name := "WithoutMail"
		if withMail {
			name = "WithMail"
		}
		t.Run(name, func(t *testing.T) {
			ts := newTestServer(t)
			ts.Mail.Env.OwnerEmail = "owner@example.com"
			if withMail {
				ts.Mail.Env.SMTPURL = someMailServer
			}
			mustCreateAdmin(t, ts, "owner@example.com")
			kit := seedKit(t, ts, seedBook(t, ts, "Kit Book", 0), true)
			answer := func(what, path, body, lang string) string {
				t.Helper()
				res, got := postJSON(t, ts.URL+path, body, "Accept-Language", lang)
				if res.StatusCode >= 300 {
					t.Fatalf("%s (%s): %d %s", what, lang, res.StatusCode, got)
				}
				msg := decode[map[string]any](t, got)["message"].(string)
				if !withMail && claimsMail.MatchString(msg) {
					t.Errorf("%s (%s) claims a mail while none can be sent: %q", what, lang, msg)
				}
				return msg
			}
			for i, lang := range []string{"en", "es"} {
				n := string(rune('a' + i))
				welcome := answer("newsletter", "/api/newsletter", `{"email":"parent-`+n+`@example.com"}`, lang)
				answer("kit", "/api/kits/"+kit.ID+"/signup", `{"email":"kit-`+n+`@example.com","agree":true}`, lang)
				answer("contact", "/api/contact", `{"name":"Pat","email":"pat@example.com","subject":"Other","message":"Hello"}`, lang)
				wantWelcome := map[string]string{"en": storyshelf.MsgSubscribed.Text, "es": "¡Gracias por suscribirte!"}[lang]
				if withMail {
					// Sign-ups are confirmed first (by default): the mail asks for it.
					wantWelcome = map[string]string{"en": storyshelf.MsgSubscribedConfirm.Text,
						"es": "¡Gracias por suscribirte! Revisa tu bandeja de entrada para confirmar."}[lang]
				}
				if welcome != wantWelcome {
					t.Errorf("newsletter (%s): %q, want %q", lang, welcome, wantWelcome)
				}
			}
			// Forgot-password answers the same for the owner and for a stranger.
			wantReset := storyshelf.MsgResetNoMail.Text
			if withMail {
				wantReset = storyshelf.MsgResetLinkSent.Text
			}
			for _, email := range []string{"owner@example.com", "stranger@example.com"} {
				if got := answer("forgot-password", "/api/auth/forgot-password", `{"email":"`+email+`"}`, "en"); got != wantReset {
					t.Errorf("forgot-password for %s: %q, want %q", email, got, wantReset)
				}
			}
			if !withMail && strings.Contains(storyshelf.MsgResetNoMail.Text, "sent!") {
				t.Error("the no-mail answer reads like the spec's")
			}
			// The sign-in page asks whether to show the command instead.
			res, body := get(t, ts.URL+"/api/auth/recovery")
			if res.StatusCode != 200 || decode[map[string]bool](t, body)["mail"] != withMail {
				t.Errorf("recovery: %d %s", res.StatusCode, body)
			}

			// The owner's screens say it too: the dashboard, the account, a
			// kit's sign-ups (never "mailed" while its mail waits).
			b, token := newBrowser(t, ts), ""
			_, s := b.login("owner@example.com", ownerPassword)
			token = s.AccessToken
			_, body = b.do("GET", "/api/admin/dashboard", "", "Authorization", "Bearer "+token)
			d := decode[struct {
				Mail struct {
					Ready   bool
					Waiting int
				}
			}](t, body)
			if d.Mail.Ready != withMail || d.Mail.Waiting < 6 {
				t.Errorf("dashboard mail: %+v", d.Mail)
			}
			_, body = b.do("GET", "/api/admin/account", "", "Authorization", "Bearer "+token)
			if decode[map[string]any](t, body)["mailConfigured"] != withMail {
				t.Errorf("account: %s", body)
			}
			_, body = b.do("GET", "/api/admin/kits/"+kit.ID+"/signups", "", "Authorization", "Bearer "+token)
			for _, s := range decode[[]storyshelf.KitSignUp](t, body) {
				if s.MailStatus != storyshelf.MailPending || s.MailedAt != nil {
					t.Errorf("sign-up of %s: mail %q, mailed at %v", s.Email, s.MailStatus, s.MailedAt)
				}
			}
		})
	}
}
