package server_test

import (
	"context"
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/binary"
	"encoding/json"
	"fmt"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/go-webauthn/webauthn/protocol/webauthncbor"

	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// softAuthenticator is a passkey made in the test: an ECDSA P-256 key that
// answers WebAuthn's ceremonies as a platform authenticator would, with "none"
// attestation, user presence and verification. It writes authenticatorData
// and clientDataJSON itself; the server reads them with go-webauthn.
type softAuthenticator struct {
	t          *testing.T
	key        *ecdsa.PrivateKey
	credID     []byte
	userHandle []byte
	count      uint32
	origin     string // what the browser says it is on
	rpID       string
}

var b64url = base64.RawURLEncoding

func newSoftAuthenticator(t *testing.T, siteURL string) *softAuthenticator {
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	must(t, err)
	id := make([]byte, 32)
	rand.Read(id)
	// The test server listens on 127.0.0.1: the browser would be on localhost.
	u, _ := url.Parse(siteURL)
	return &softAuthenticator{t: t, key: key, credID: id, rpID: "localhost", origin: "http://localhost:" + u.Port()}
}

// ceremonyStart is a begin answer.
type ceremonyStart struct {
	Ticket  string
	Options struct {
		Challenge string
		RP        struct{ ID string }
		RPID      string `json:"rpId"`
		User      struct{ ID string }
		// What the server asks of the authenticator.
		UserVerification       string
		AuthenticatorSelection struct{ ResidentKey, UserVerification string }
	}
}

func (a *softAuthenticator) clientData(kind, challenge string) []byte {
	raw, _ := json.Marshal(map[string]any{"type": kind, "challenge": challenge, "origin": a.origin, "crossOrigin": false})
	return raw
}

func (a *softAuthenticator) authData(flags byte, attested []byte) []byte {
	rpHash := sha256.Sum256([]byte(a.rpID))
	out := append(rpHash[:], flags)
	out = binary.BigEndian.AppendUint32(out, a.count)
	return append(out, attested...)
}

// create answers a registration's options as @simplewebauthn/browser sends
// the new credential.
func (a *softAuthenticator) create(start ceremonyStart) string {
	a.t.Helper()
	handle, err := b64url.DecodeString(start.Options.User.ID)
	must(a.t, err)
	a.userHandle = handle
	cose, err := webauthncbor.Marshal(map[int]any{1: 2, 3: -7, -1: 1,
		-2: a.key.PublicKey.X.FillBytes(make([]byte, 32)), -3: a.key.PublicKey.Y.FillBytes(make([]byte, 32))})
	must(a.t, err)
	attested := make([]byte, 16) // AAGUID
	attested = binary.BigEndian.AppendUint16(attested, uint16(len(a.credID)))
	attested = append(append(attested, a.credID...), cose...)
	obj, err := webauthncbor.Marshal(map[string]any{"fmt": "none", "attStmt": map[string]any{}, "authData": a.authData(0x45, attested)})
	must(a.t, err)
	body, _ := json.Marshal(map[string]any{"ticket": start.Ticket, "credential": map[string]any{
		"id": b64url.EncodeToString(a.credID), "rawId": b64url.EncodeToString(a.credID), "type": "public-key",
		"authenticatorAttachment": "platform", "clientExtensionResults": map[string]any{},
		"response": map[string]any{
			"clientDataJSON":    b64url.EncodeToString(a.clientData("webauthn.create", start.Options.Challenge)),
			"attestationObject": b64url.EncodeToString(obj),
			"transports":        []string{"internal"},
		},
	}})
	return string(body)
}

// get answers a sign-in's options: the signed assertion.
func (a *softAuthenticator) get(start ceremonyStart) string {
	a.t.Helper()
	a.count++
	data := a.authData(0x05, nil)
	client := a.clientData("webauthn.get", start.Options.Challenge)
	hash := sha256.Sum256(client)
	digest := sha256.Sum256(append(append([]byte{}, data...), hash[:]...))
	sig, err := ecdsa.SignASN1(rand.Reader, a.key, digest[:])
	must(a.t, err)
	body, _ := json.Marshal(map[string]any{"ticket": start.Ticket, "credential": map[string]any{
		"id": b64url.EncodeToString(a.credID), "rawId": b64url.EncodeToString(a.credID), "type": "public-key",
		"clientExtensionResults": map[string]any{},
		"response": map[string]any{
			"clientDataJSON":    b64url.EncodeToString(client),
			"authenticatorData": b64url.EncodeToString(data),
			"signature":         b64url.EncodeToString(sig),
			"userHandle":        b64url.EncodeToString(a.userHandle),
		},
	}})
	return string(body)
}

// addPasskey adds a's passkey to the signed-in owner's account.
func addPasskey(t *testing.T, b *browser, token string, a *softAuthenticator, name string) {
	t.Helper()
	res, body := b.do("POST", "/api/admin/account/passkeys/begin", `{"name":"`+name+`","currentPassword":"`+ownerPassword+`"}`,
		"Authorization", "Bearer "+token)
	if res.StatusCode != 200 {
		t.Fatalf("begin: %d %s", res.StatusCode, body)
	}
	res, body = b.do("POST", "/api/admin/account/passkeys/finish", a.create(decode[ceremonyStart](t, body)), "Authorization", "Bearer "+token)
	if res.StatusCode != 201 {
		t.Fatalf("finish: %d %s", res.StatusCode, body)
	}
}

func beginSignIn(t *testing.T, b *browser) ceremonyStart {
	t.Helper()
	res, body := b.do("POST", "/api/auth/passkey/begin", "")
	if res.StatusCode != 200 {
		t.Fatalf("begin: %d %s", res.StatusCode, body)
	}
	return decode[ceremonyStart](t, body)
}

// The owner adds a passkey after her password, signs in with it on another
// browser (a whole sign-in: a session, the refresh cookie), and the list
// shows when it was last used.
func TestPasskeyAddAndSignIn(t *testing.T) {
	ts := newTestServer(t)
	ts.RelaxLimitsForTest()
	owner, token := ownerSession(t, ts)
	laptop := newSoftAuthenticator(t, ts.SiteURL)
	begin := func(body string) (int, fieldsError, ceremonyStart) {
		res, got := owner.do("POST", "/api/admin/account/passkeys/begin", body, "Authorization", "Bearer "+token)
		if res.StatusCode != 200 {
			return res.StatusCode, decode[fieldsError](t, got), ceremonyStart{}
		}
		return 200, fieldsError{}, decode[ceremonyStart](t, got)
	}

	t.Run("ErrNoPassword", func(t *testing.T) {
		code, e, _ := begin(`{"name":"Laptop"}`)
		if code != 400 || e.Error.Fields["currentPassword"] != storyshelf.MsgCurrentPasswordRequired.Text {
			t.Fatalf("%d %+v", code, e)
		}
	})
	t.Run("ErrWrongPassword", func(t *testing.T) {
		code, e, _ := begin(`{"name":"Laptop","currentPassword":"NotMine123"}`)
		if code != 400 || e.Error.Fields["currentPassword"] != storyshelf.MsgWrongPassword.Text {
			t.Fatalf("%d %+v", code, e)
		}
	})
	t.Run("ErrNoName", func(t *testing.T) {
		code, e, _ := begin(`{"name":"  ","currentPassword":"` + ownerPassword + `"}`)
		if code != 400 || e.Error.Fields["name"] != storyshelf.MsgPasskeyNameRequired.Text {
			t.Fatalf("%d %+v", code, e)
		}
	})

	code, _, start := begin(`{"name":" Laptop ","currentPassword":"` + ownerPassword + `"}`)
	if code != 200 || start.Ticket == "" || start.Options.RP.ID != "localhost" ||
		start.Options.AuthenticatorSelection.ResidentKey != "required" || start.Options.AuthenticatorSelection.UserVerification != "required" {
		t.Fatalf("begin: %d %+v", code, start)
	}
	res, body := owner.do("POST", "/api/admin/account/passkeys/finish", laptop.create(start), "Authorization", "Bearer "+token)
	if res.StatusCode != 201 {
		t.Fatalf("finish: %d %s", res.StatusCode, body)
	}
	t.Run("ErrTicketUsedTwice", func(t *testing.T) {
		res, body := owner.do("POST", "/api/admin/account/passkeys/finish", laptop.create(start), "Authorization", "Bearer "+token)
		if res.StatusCode != 400 || decode[apiError](t, body).Error.Message != storyshelf.MsgPasskeyTryAgain.Text {
			t.Fatalf("%d %s", res.StatusCode, body)
		}
	})

	phone := newBrowser(t, ts)
	res, body = phone.do("POST", "/api/auth/passkey/finish", laptop.get(beginSignIn(t, phone)))
	if res.StatusCode != 200 {
		t.Fatalf("sign-in: %d %s", res.StatusCode, body)
	}
	s := decode[session](t, body)
	if s.User.Email != "owner@example.com" || phone.me(s.AccessToken) != 200 {
		t.Fatalf("the passkey must sign her in: %+v", s)
	}
	if res, _ := phone.refresh(); res.StatusCode != 200 {
		t.Fatal("a passkey sign-in sets the refresh cookie like a password one")
	}

	res, body = owner.do("GET", "/api/admin/account/passkeys", "", "Authorization", "Bearer "+token)
	list := decode[[]storyshelf.Passkey](t, body)
	if res.StatusCode != 200 || len(list) != 1 || list[0].Name != "Laptop" || list[0].LastUsedAt == nil {
		t.Fatalf("%d %s", res.StatusCode, body)
	}

	t.Run("APasswordAloneNoLongerSignsIn", func(t *testing.T) {
		// A passkey on the account is a second step: the password answers with one.
		res, body := newBrowser(t, ts).do("POST", "/api/auth/login", `{"email":"owner@example.com","password":"`+ownerPassword+`"}`)
		got := decode[struct {
			AccessToken string `json:"accessToken"`
			SecondStep  struct {
				Ticket  string   `json:"ticket"`
				Methods []string `json:"methods"`
			} `json:"secondStep"`
		}](t, body)
		if res.StatusCode != 200 || got.AccessToken != "" || got.SecondStep.Ticket == "" ||
			len(got.SecondStep.Methods) != 1 || got.SecondStep.Methods[0] != storyshelf.MethodPasskey {
			t.Fatalf("%d %s", res.StatusCode, body)
		}
	})

	t.Run("RequiredKeepsTheLastPasskey", func(t *testing.T) {
		required := func(on bool) {
			t.Helper()
			body := fmt.Sprintf(`{"required":%v,"currentPassword":"%s"}`, on, ownerPassword)
			if res, got := owner.do("PUT", "/api/admin/account/second-step-required", body, "Authorization", "Bearer "+token); res.StatusCode != 200 {
				t.Fatalf("required %v: %d %s", on, res.StatusCode, got)
			}
		}
		res, body := owner.do("GET", "/api/admin/account/codes", "", "Authorization", "Bearer "+token)
		if st := decode[storyshelf.CodesState](t, body); res.StatusCode != 200 || st.On || !st.SecondStep {
			t.Fatalf("codes off, a passkey on: %d %s", res.StatusCode, body)
		}
		required(true) // a passkey counts as her second step
		res, body = owner.do("DELETE", "/api/admin/account/passkeys/"+list[0].ID, `{"currentPassword":"`+ownerPassword+`"}`,
			"Authorization", "Bearer "+token)
		if res.StatusCode != 409 || decode[apiError](t, body).Error.Message != storyshelf.MsgLastPasskeyRequired.Text {
			t.Fatalf("the last passkey of a required second step: %d %s", res.StatusCode, body)
		}
		required(false)
	})

	t.Run("RenameAndRemove", func(t *testing.T) {
		path := "/api/admin/account/passkeys/" + list[0].ID
		if res, body := owner.do("PUT", path, `{"name":"Work laptop"}`, "Authorization", "Bearer "+token); res.StatusCode != 200 {
			t.Fatalf("rename: %d %s", res.StatusCode, body)
		}
		res, body := owner.do("DELETE", path, `{}`, "Authorization", "Bearer "+token)
		if res.StatusCode != 400 || decode[fieldsError](t, body).Error.Fields["currentPassword"] != storyshelf.MsgCurrentPasswordRequired.Text {
			t.Fatalf("removing takes her password: %d %s", res.StatusCode, body)
		}
		if res, body := owner.do("DELETE", path, `{"currentPassword":"`+ownerPassword+`"}`, "Authorization", "Bearer "+token); res.StatusCode != 200 {
			t.Fatalf("remove: %d %s", res.StatusCode, body)
		}
		// The authenticator still has it; the site no longer does.
		res, body = phone.do("POST", "/api/auth/passkey/finish", laptop.get(beginSignIn(t, phone)))
		if res.StatusCode != 401 || decode[apiError](t, body).Error.Message != storyshelf.MsgPasskeyNotAccepted.Text {
			t.Fatalf("%d %s", res.StatusCode, body)
		}
	})
}

// What a passkey sign-in refuses: a ceremony that is unknown, used, expired or
// for adding a passkey; an answer made for another site (its origin) or
// signed by another key; one from another app's page. Failures count against
// the address like wrong passwords.
func TestPasskeySignInRefusals(t *testing.T) {
	ts := newTestServer(t)
	ts.RelaxLimitsForTest()
	owner, token := ownerSession(t, ts)
	laptop := newSoftAuthenticator(t, ts.SiteURL)
	addPasskey(t, owner, token, laptop, "Laptop")
	b := newBrowser(t, ts)
	ctx := context.Background()
	failures := func() int {
		n, err := ts.Store.Hits(ctx, "passkey:fail:127.0.0.1", 15*time.Minute)
		must(t, err)
		return n
	}
	refused := func(t *testing.T, body string, status int, message string) {
		t.Helper()
		res, got := b.do("POST", "/api/auth/passkey/finish", body)
		if res.StatusCode != status || decode[apiError](t, got).Error.Message != message {
			t.Fatalf("%d %s", res.StatusCode, got)
		}
	}

	t.Run("ErrUnknownTicket", func(t *testing.T) {
		start := beginSignIn(t, b)
		start.Ticket = "not-a-ticket"
		refused(t, laptop.get(start), 400, storyshelf.MsgPasskeyTryAgain.Text)
	})
	t.Run("ErrUsedTicket", func(t *testing.T) {
		start := beginSignIn(t, b)
		if res, body := b.do("POST", "/api/auth/passkey/finish", laptop.get(start)); res.StatusCode != 200 {
			t.Fatalf("%d %s", res.StatusCode, body)
		}
		refused(t, laptop.get(start), 400, storyshelf.MsgPasskeyTryAgain.Text)
	})
	t.Run("ErrExpiredTicket", func(t *testing.T) {
		start := beginSignIn(t, b)
		now := ts.Store.Now
		ts.Store.Now = func() time.Time { return now().Add(storyshelf.PasskeyCeremonyTTL + time.Second) }
		defer func() { ts.Store.Now = now }()
		refused(t, laptop.get(start), 400, storyshelf.MsgPasskeyTryAgain.Text)
	})
	t.Run("ErrAddingTicket", func(t *testing.T) {
		res, body := owner.do("POST", "/api/admin/account/passkeys/begin", `{"name":"Phone","currentPassword":"`+ownerPassword+`"}`,
			"Authorization", "Bearer "+token)
		if res.StatusCode != 200 {
			t.Fatalf("%d %s", res.StatusCode, body)
		}
		refused(t, laptop.get(decode[ceremonyStart](t, body)), 400, storyshelf.MsgPasskeyTryAgain.Text)
	})

	before := failures()
	t.Run("ErrWrongOrigin", func(t *testing.T) {
		evil := *laptop
		evil.origin = "http://evil.example"
		refused(t, evil.get(beginSignIn(t, b)), 401, storyshelf.MsgPasskeyNotAccepted.Text)
	})
	t.Run("ErrOtherKey", func(t *testing.T) {
		copied := *newSoftAuthenticator(t, ts.SiteURL)
		copied.credID, copied.userHandle = laptop.credID, laptop.userHandle
		refused(t, copied.get(beginSignIn(t, b)), 401, storyshelf.MsgPasskeyNotAccepted.Text)
	})
	t.Run("ErrUnknownPasskey", func(t *testing.T) {
		stranger := newSoftAuthenticator(t, ts.SiteURL)
		stranger.userHandle = laptop.userHandle
		refused(t, stranger.get(beginSignIn(t, b)), 401, storyshelf.MsgPasskeyNotAccepted.Text)
	})
	if got := failures() - before; got != 3 {
		t.Fatalf("%d failures counted against the address, want 3", got)
	}
	t.Run("ErrNotFromTheApp", func(t *testing.T) {
		res, _ := b.do("POST", "/api/auth/passkey/begin", "", "X-Requested-With", "")
		if res.StatusCode != 403 {
			t.Fatalf("begin without the app's header: %d", res.StatusCode)
		}
		res, _ = b.do("POST", "/api/auth/passkey/finish", laptop.get(beginSignIn(t, b)), "Origin", "http://evil.example", "Sec-Fetch-Site", "cross-site")
		if res.StatusCode != 403 {
			t.Fatalf("finish from another site: %d", res.StatusCode)
		}
	})
	t.Run("ErrTooManyFailures", func(t *testing.T) {
		evil := *laptop
		evil.origin = "http://evil.example"
		for failures() < 10 {
			b.do("POST", "/api/auth/passkey/finish", evil.get(beginSignIn(t, b)))
		}
		res, _ := b.do("POST", "/api/auth/passkey/begin", "")
		if res.StatusCode != 429 {
			t.Fatalf("past 10 failures the address waits: %d", res.StatusCode)
		}
		// The owner's own password sign-in, from this address too, is not closed by them.
		if res, _ := newBrowser(t, ts).login("owner@example.com", ownerPassword); res.StatusCode != 200 {
			t.Fatalf("password sign-in: %d", res.StatusCode)
		}
	})
}

// Adding a passkey: the finish takes only the ceremony begin started for
// this account, and an answer for another site is refused.
func TestPasskeyAddRefusals(t *testing.T) {
	ts := newTestServer(t)
	ts.RelaxLimitsForTest()
	owner, token := ownerSession(t, ts)
	a := newSoftAuthenticator(t, ts.SiteURL)
	begin := func() ceremonyStart {
		res, body := owner.do("POST", "/api/admin/account/passkeys/begin", `{"name":"Laptop","currentPassword":"`+ownerPassword+`"}`,
			"Authorization", "Bearer "+token)
		if res.StatusCode != 200 {
			t.Fatalf("%d %s", res.StatusCode, body)
		}
		return decode[ceremonyStart](t, body)
	}
	finish := func(body string) (int, string) {
		res, got := owner.do("POST", "/api/admin/account/passkeys/finish", body, "Authorization", "Bearer "+token)
		return res.StatusCode, decode[apiError](t, got).Error.Message
	}
	t.Run("ErrWrongOrigin", func(t *testing.T) {
		evil := *a
		evil.origin = "http://evil.example"
		if code, msg := finish(evil.create(begin())); code != 400 || msg != storyshelf.MsgPasskeyNotAdded.Text {
			t.Fatalf("%d %s", code, msg)
		}
	})
	t.Run("ErrSignInTicket", func(t *testing.T) {
		start := beginSignIn(t, newBrowser(t, ts))
		start.Options.User.ID = b64url.EncodeToString([]byte("x"))
		if code, msg := finish(a.create(start)); code != 400 || msg != storyshelf.MsgPasskeyTryAgain.Text {
			t.Fatalf("%d %s", code, msg)
		}
	})
	t.Run("ErrNoTicket", func(t *testing.T) {
		start := begin()
		start.Ticket = ""
		if code, msg := finish(a.create(start)); code != 400 || msg != storyshelf.MsgPasskeyTryAgain.Text {
			t.Fatalf("%d %s", code, msg)
		}
	})
	if list, _ := ts.Store.Passkeys(context.Background(), ownerUserID(t, ts)); len(list) != 0 {
		t.Fatalf("nothing must be added: %+v", list)
	}
	if !strings.HasPrefix(ts.SiteURL, "http://127.0.0.1:") {
		t.Fatalf("the tests assume the server listens on 127.0.0.1: %s", ts.SiteURL)
	}
}

func ownerUserID(t *testing.T, ts *testServer) string {
	u, _, err := ts.Store.UserByEmail(context.Background(), "owner@example.com")
	must(t, err)
	return u.ID
}

// The relying party comes from the site's address: a site with PUBLIC_URL
// names it whatever Host the request says, and a site reached only at a
// numeric address other than the loopback says it cannot have passkeys.
func TestPasskeyRelyingPartyFromTheSiteAddress(t *testing.T) {
	ts := newTestServer(t)
	ts.RelaxLimitsForTest()
	b := newBrowser(t, ts)
	ts.SiteURL, ts.PublicURLSet = "https://books.example.com", true
	res, body := b.do("POST", "/api/auth/passkey/begin", "", "Host", "evil.example", "X-Forwarded-Host", "evil.example")
	if res.StatusCode != 200 || decode[ceremonyStart](t, body).Options.RPID != "books.example.com" {
		t.Fatalf("%d %s", res.StatusCode, body)
	}
	ts.SiteURL, ts.PublicURLSet = "http://192.168.1.5:8080", false
	if res, body := b.do("POST", "/api/auth/passkey/begin", ""); res.StatusCode != 400 {
		t.Fatalf("a numeric address: %d %s", res.StatusCode, body)
	}
}
