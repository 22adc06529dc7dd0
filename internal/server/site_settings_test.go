package server_test

import (
	"bytes"
	"context"
	"encoding/json"
	"image"
	"image/color"
	"image/png"
	"net/http"
	"reflect"
	"strings"
	"testing"

	"github.com/storyshelf/storyshelf/internal/demo"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

type settingsAnswer struct {
	Message  string
	Settings storyshelf.SiteSettings
	Defaults storyshelf.SiteSettings
}

func readSettings(t *testing.T, b *browser, token string) settingsAnswer {
	t.Helper()
	res, body := b.do("GET", "/api/admin/settings", "", "Authorization", "Bearer "+token)
	var a settingsAnswer
	if res.StatusCode != 200 || json.Unmarshal([]byte(body), &a) != nil {
		t.Fatalf("settings: %d %s", res.StatusCode, body)
	}
	return a
}

// refusedSettings is a save of a settings section the server refuses, with
// the field its message is on and the message.
type refusedSettings struct{ name, section, body, field, message string }

// assertSettingsRefused saves each case: 400 with the field's message, and
// the stored settings still before.
func assertSettingsRefused(t *testing.T, b *browser, token string, before storyshelf.SiteSettings, cases []refusedSettings) {
	t.Helper()
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			res, body := b.do("PUT", "/api/admin/settings/"+c.section, c.body, "Authorization", "Bearer "+token)
			var e fieldErrors
			json.Unmarshal([]byte(body), &e)
			if res.StatusCode != 400 || e.Error.Fields[c.field] != c.message {
				t.Fatalf("%d %s", res.StatusCode, body)
			}
			if after := readSettings(t, b, token).Settings; !reflect.DeepEqual(after, before) {
				t.Fatalf("settings changed: %+v", after)
			}
		})
	}
}

func saveSection(t *testing.T, b *browser, token, section string, v any) (*http.Response, string) {
	t.Helper()
	body, _ := json.Marshal(v)
	return b.do("PUT", "/api/admin/settings/"+section, string(body), "Authorization", "Bearer "+token)
}

func TestSiteSettingsValidation(t *testing.T) {
	ts := newTestServer(t)
	b, token := ownerSession(t, ts)
	before := readSettings(t, b, token).Settings
	if !reflect.DeepEqual(before, *storyshelf.DefaultSiteSettings()) {
		t.Fatalf("a new site's settings = %+v", before)
	}
	links := func(list ...string) string {
		var items []string
		for i := 0; i+1 < len(list); i += 2 {
			items = append(items, `{"kind":"`+list[i]+`","url":"`+list[i+1]+`"}`)
		}
		return `{"links":[` + strings.Join(items, ",") + `]}`
	}
	identity := func(fields string) string {
		return `{"name":"Maple Tree Books","publisherType":"Organization"` + fields + `}`
	}
	home := func(fields string) string {
		return `{"title":"Stories","primaryButton":"Books","secondaryButton":"Author"` + fields + `}`
	}
	cases := []refusedSettings{
		{"NameRequired", "identity", `{"name":"  ","publisherType":"Organization"}`, "name", storyshelf.MsgSiteNameRequired.Text},
		{"NameTooLong", "identity", `{"name":"` + strings.Repeat("é", 81) + `","publisherType":"Person"}`, "name", "Please keep this to 80 characters or fewer."},
		{"PublisherType", "identity", `{"name":"A","publisherType":"Company"}`, "publisherType", storyshelf.MsgPublisherType.Text},
		{"ContactEmail", "identity", identity(`,"contactEmail":"hello@"`), "contactEmail", storyshelf.MsgEmailInvalid.Text},
		{"EmailWithTwoAddresses", "identity", identity(`,"mediaEmail":"a@example.com, b@example.com"`), "mediaEmail", storyshelf.MsgEmailInvalid.Text},
		{"PlainHTTPLink", "social", links("instagram", "http://www.instagram.com/maple"), "links.0.url", storyshelf.MsgLinkURL.Text},
		{"ScriptLink", "social", links("x", "https://x.com/a", "website", "javascript:alert(1)"), "links.1.url", storyshelf.MsgLinkURL.Text},
		{"LinkWithoutHost", "social", links("website", "https://"), "links.0.url", storyshelf.MsgLinkURL.Text},
		{"UnknownKind", "social", links("myspace", "https://myspace.com/maple"), "links.0.kind", storyshelf.MsgLinkKind.Text},
		{"TooManyLinks", "social", links(strings.Split(strings.Repeat("website,https://a.example,", 13), ",")...), "links", storyshelf.MsgTooManyLinks.Text},
		{"HeroTitleRequired", "home", `{"title":"","primaryButton":"Books","secondaryButton":"Author"}`, "title", storyshelf.MsgHeroTitleRequired.Text},
		{"ButtonLabel", "home", `{"title":"Stories","primaryButton":"Books","secondaryButton":" "}`, "secondaryButton", storyshelf.MsgButtonRequired.Text},
		{"WhyItemText", "home", home(`,"whyItems":[{"title":"One","text":"Yes"},{"title":"Two","text":""}]`), "whyItems.1.text", storyshelf.MsgWhyTextRequired.Text},
		{"TooManyWhyItems", "home", home(`,"whyItems":[` + strings.TrimSuffix(strings.Repeat(`{"title":"A","text":"B"},`, 7), ",") + `]`), "whyItems", storyshelf.MsgTooManyWhyItems.Text},
		{"LogoElsewhere", "brand", `{"logoUrl":"https://evil.example/logo.png"}`, "logoUrl", storyshelf.MsgSiteImage.Text},
		{"LogoMissing", "brand", `{"logoUrl":"/files/brand/000000000000000000000000.png"}`, "logoUrl", storyshelf.MsgSiteImage.Text},
		{"LogoOutsideFiles", "brand", `{"logoUrl":"/files/../test.db"}`, "logoUrl", storyshelf.MsgSiteImage.Text},
		{"ShareImagePrivate", "brand", `{"shareImageUrl":"/files/kits/000000000000000000000000.png"}`, "shareImageUrl", storyshelf.MsgSiteImage.Text},
		{"FromNameAddress", "mail", `{"fromName":"Maple <evil@example.com>"}`, "fromName", storyshelf.MsgFromNameCharacters.Text},
		{"FromNameLineBreak", "mail", `{"fromName":"Maple\r\nBcc: evil@example.com"}`, "fromName", storyshelf.MsgFromNameCharacters.Text},
		{"SignatureTooLong", "mail", `{"signature":"` + strings.Repeat("x", 301) + `"}`, "signature", "Please keep this to 300 characters or fewer."},
	}
	assertSettingsRefused(t, b, token, before, cases)

	t.Run("UnknownSection", func(t *testing.T) {
		for _, method := range []string{"PUT", "DELETE"} {
			if res, body := b.do(method, "/api/admin/settings/theme", `{}`, "Authorization", "Bearer "+token); res.StatusCode != 404 {
				t.Fatalf("%s: %d %s", method, res.StatusCode, body)
			}
		}
	})

	t.Run("ASVGLogoIsRefused", func(t *testing.T) {
		svg := []byte(`<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="9" height="9"/></svg>`)
		if res, body := upload(t, ts, token, "logo", "logo.svg", svg); res.StatusCode != 400 {
			t.Fatalf("%d %s", res.StatusCode, body)
		}
	})

	t.Run("ADocumentIsNotAnImage", func(t *testing.T) {
		res, body := upload(t, ts, token, "material", "sheet.pdf", []byte("%PDF-1.4\n%%EOF\n"))
		var up struct{ URL string }
		json.Unmarshal([]byte(body), &up)
		if res.StatusCode != 201 {
			t.Fatalf("upload: %d %s", res.StatusCode, body)
		}
		res, body = saveSection(t, b, token, "brand", storyshelf.SiteBrand{ShareImageURL: up.URL})
		if res.StatusCode != 400 || !strings.Contains(body, storyshelf.MsgSiteImage.Text) {
			t.Fatalf("%d %s", res.StatusCode, body)
		}
	})
}

// TestSiteIdentityEverywhere: what the owner saves is what every page, the
// API, the search engines' data and the mails use, on every instance, and
// what the owner typed is only ever text.
func TestSiteIdentityEverywhere(t *testing.T) {
	ts := newTestServer(t)
	confirmationOff(t, ts) // today's behaviour when the owner turned confirmation off
	ctx := context.Background()
	if _, err := demo.Load(ctx, ts.Store, ts.Blobs); err != nil {
		t.Fatal(err)
	}
	other := ts.secondInstance(t)
	b, token := ownerSession(t, ts)
	_, page := get(t, other+"/books")
	if !strings.Contains(page, "<title>All Books | Storyshelf</title>") {
		t.Fatalf("before: %s", page)
	}

	identity := storyshelf.SiteIdentity{Name: `Maple <script>alert("x")</script> Books`, Tagline: "Stories from the maple tree",
		LegalName: "Maple Tree Publishing Ltd", PublisherType: storyshelf.PublisherPerson, ContactEmail: "hello@maple.example"}
	social := storyshelf.SiteSocial{Links: []storyshelf.SocialLink{{Kind: "bluesky", URL: "https://bsky.app/profile/maple.example"}}}
	home := storyshelf.DefaultSiteSettings().Home
	home.Title, home.Highlight = "Tales for", "Little Readers"
	mailSettings := storyshelf.SiteMail{FromName: "Maple Tree", Signature: "Happy reading,\nMaple"}
	for section, v := range map[string]any{"identity": identity, "social": social, "home": home, "mail": mailSettings} {
		if res, body := saveSection(t, b, token, section, v); res.StatusCode != 200 || !strings.Contains(body, storyshelf.MsgSettingsSaved.Text) {
			t.Fatalf("%s: %d %s", section, res.StatusCode, body)
		}
	}

	t.Run("TheOtherInstanceShowsItAtItsNextRequest", func(t *testing.T) {
		_, page := get(t, other+"/books")
		if !strings.Contains(page, `<title>All Books | Maple &lt;script&gt;alert(&#34;x&#34;)&lt;/script&gt; Books</title>`) {
			t.Fatalf("title: %s", page)
		}
		if strings.Contains(page, `<script>alert`) {
			t.Fatal("the owner's text became HTML")
		}
	})

	t.Run("HomePageHeadDataAndJSONLD", func(t *testing.T) {
		_, page := get(t, ts.URL+"/")
		for _, want := range []string{
			`<title>Maple &lt;script&gt;alert(&#34;x&#34;)&lt;/script&gt; Books | Tales for Little Readers</title>`,
			`<meta name="description" content="Stories from the maple tree" />`,
			`<h1>Tales for Little Readers</h1>`,
			`<link rel="icon" type="image/svg+xml" href="/favicon.svg" />`,
		} {
			if !strings.Contains(page, want) {
				t.Errorf("no %s in %s", want, page)
			}
		}
		var site storyshelf.PublicSite
		if err := json.Unmarshal(pageData(t, page)["site"], &site); err != nil {
			t.Fatal(err)
		}
		if site.Identity != identity || !reflect.DeepEqual(site.Social, social) || site.Home.Title != "Tales for" {
			t.Fatalf("embedded site = %+v", site)
		}
		ld := jsonLDs(t, page)
		pub, _ := ld[0]["publisher"].(map[string]any)
		if pub["@type"] != "Person" || pub["name"] != "Maple Tree Publishing Ltd" || pub["email"] != "hello@maple.example" ||
			!reflect.DeepEqual(pub["sameAs"], []any{"https://bsky.app/profile/maple.example"}) {
			t.Fatalf("publisher = %v", pub)
		}
	})

	t.Run("EveryPageCarriesTheSettings", func(t *testing.T) {
		for _, path := range []string{"/about", "/contact", "/privacy-policy", "/admin/books"} {
			_, page := get(t, ts.URL+path)
			if !strings.Contains(string(pageData(t, page)["site"]), `"name":"Maple \u003cscript\u003ealert(\"x\")\u003c/script\u003e Books"`) {
				t.Errorf("%s: %s", path, page)
			}
		}
	})

	t.Run("TheAPIAnswersThePublicPartOnly", func(t *testing.T) {
		res, body := get(t, ts.URL+"/api/site")
		var site map[string]json.RawMessage
		json.Unmarshal([]byte(body), &site)
		if res.StatusCode != 200 || res.Header.Get("ETag") == "" || site["identity"] == nil || site["mail"] != nil {
			t.Fatalf("%d %s", res.StatusCode, body)
		}
	})

	t.Run("TheWelcomeMailCarriesTheNameTheSenderAndTheSignature", func(t *testing.T) {
		if res, body := postJSON(t, ts.URL+"/api/newsletter", `{"email":"reader@example.com"}`); res.StatusCode != 200 {
			t.Fatalf("%d %s", res.StatusCode, body)
		}
		list, _ := ts.Store.Outbox(ctx, 1)
		m := list[0]
		if m.Subject != `Welcome to the Maple <script>alert("x")</script> Books parent newsletter` || m.FromName != "Maple Tree" {
			t.Fatalf("mail = %+v", m)
		}
		if !strings.Contains(m.Text, "Happy reading,\nMaple\n\nYou signed up with reader@example.com") {
			t.Fatalf("text = %s", m.Text)
		}
		if !strings.Contains(m.HTML, `Welcome to the Maple &lt;script&gt;alert(&#34;x&#34;)&lt;/script&gt; Books parent newsletter!`) ||
			!strings.Contains(m.HTML, `<p>Happy reading,<br>Maple</p>`) {
			t.Fatalf("html = %s", m.HTML)
		}
	})

	t.Run("ResetBringsBackTheDefaults", func(t *testing.T) {
		res, body := b.do("DELETE", "/api/admin/settings/home", "", "Authorization", "Bearer "+token)
		var a settingsAnswer
		json.Unmarshal([]byte(body), &a)
		if res.StatusCode != 200 || a.Message != "Home page reset to the defaults." ||
			!reflect.DeepEqual(a.Settings.Home, storyshelf.DefaultSiteSettings().Home) || a.Settings.Identity.Name != identity.Name {
			t.Fatalf("%d %s", res.StatusCode, body)
		}
		if _, page := get(t, other+"/"); !strings.Contains(page, "<h1>Magical Stories for Curious Young Minds</h1>") {
			t.Fatalf("home after reset: %s", page)
		}
	})
}

func jsonLDs(t *testing.T, page string) []map[string]any {
	t.Helper()
	var out []map[string]any
	for _, part := range strings.Split(page, `<script type="application/ld+json">`)[1:] {
		var v map[string]any
		if err := json.Unmarshal([]byte(part[:strings.Index(part, "</script>")]), &v); err != nil {
			t.Fatal(err)
		}
		out = append(out, v)
	}
	return out
}

// logoPNG is a wide picture, so the favicon shows it letterboxed.
func logoPNG(t *testing.T, c color.RGBA) []byte {
	t.Helper()
	img := image.NewRGBA(image.Rect(0, 0, 300, 100))
	for x := range 300 {
		for y := range 100 {
			img.Set(x, y, c)
		}
	}
	var buf bytes.Buffer
	png.Encode(&buf, img)
	return buf.Bytes()
}

func TestLogoFaviconAndShareImage(t *testing.T) {
	ts := newTestServer(t)
	b, token := ownerSession(t, ts)
	uploadURL := func(kind string, data []byte) string {
		t.Helper()
		res, body := upload(t, ts, token, kind, "logo.png", data)
		var up struct{ URL string }
		if res.StatusCode != 201 || json.Unmarshal([]byte(body), &up) != nil || !strings.HasPrefix(up.URL, "/files/") {
			t.Fatalf("upload: %d %s", res.StatusCode, body)
		}
		return up.URL
	}
	first := uploadURL("logo", logoPNG(t, color.RGBA{200, 60, 20, 255}))
	share := uploadURL("image", pngBytes(t))
	res, body := saveSection(t, b, token, "brand", storyshelf.SiteBrand{LogoURL: first, ShareImageURL: share, FaviconURL: "/files/evil.png"})
	var a settingsAnswer
	json.Unmarshal([]byte(body), &a)
	if res.StatusCode != 200 || a.Settings.Brand.LogoURL != first || !strings.HasPrefix(a.Settings.Brand.FaviconURL, "/files/brand/") {
		t.Fatalf("%d %s", res.StatusCode, body)
	}
	favicon := a.Settings.Brand.FaviconURL

	t.Run("TheFaviconIsASquarePNGOfTheLogo", func(t *testing.T) {
		res, body := get(t, ts.URL+favicon)
		img, format, err := image.Decode(strings.NewReader(body))
		if res.StatusCode != 200 || err != nil || format != "png" || img.Bounds().Dx() != 192 || img.Bounds().Dy() != 192 {
			t.Fatalf("%d %v %s %v", res.StatusCode, err, format, img)
		}
		if _, _, _, alpha := img.At(96, 5).RGBA(); alpha != 0 {
			t.Error("a wide logo is not letterboxed")
		}
		if r, _, _, _ := img.At(96, 96).RGBA(); r>>8 < 150 {
			t.Error("the logo's colour is not in the middle")
		}
	})

	t.Run("PagesUseTheFaviconAndTheShareImage", func(t *testing.T) {
		_, page := get(t, ts.URL+"/books")
		for _, want := range []string{
			`<link rel="icon" type="image/png" href="` + favicon + `" />`,
			`<link rel="apple-touch-icon" href="` + favicon + `" />`,
			`<meta property="og:image" content="` + ts.SiteURL + share + `" />`,
		} {
			if !strings.Contains(page, want) {
				t.Errorf("no %s in %s", want, page)
			}
		}
		if strings.Contains(page, "favicon.svg") {
			t.Error("the app's own icon is still named")
		}
	})

	t.Run("ANewLogoRemovesTheOldFiles", func(t *testing.T) {
		second := uploadURL("logo", logoPNG(t, color.RGBA{20, 60, 200, 255}))
		if res, body := saveSection(t, b, token, "brand", storyshelf.SiteBrand{LogoURL: second, ShareImageURL: share}); res.StatusCode != 200 {
			t.Fatalf("%d %s", res.StatusCode, body)
		}
		for _, gone := range []string{first, favicon} {
			if res, _ := get(t, ts.URL+gone); res.StatusCode != 404 {
				t.Errorf("%s: %d", gone, res.StatusCode)
			}
		}
		if res, _ := get(t, ts.URL+share); res.StatusCode != 200 {
			t.Errorf("the share image, still used, was removed: %d", res.StatusCode)
		}
	})
}
