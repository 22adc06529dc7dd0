//go:build scale

// Package scaletest runs two storyshelf processes as one site, on PostgreSQL
// and a real S3 server, with a real SMTP server, and proves they agree.
// Run it with `make test-scale`; it needs STORYSHELF_BIN, TEST_DATABASE_URL,
// TEST_S3_URL, AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY.
package scaletest

import (
	"bytes"
	"database/sql"
	"encoding/json"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"io"
	"mime/multipart"
	"net/http"
	"net/http/cookiejar"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/storyshelf/storyshelf/internal/altcha"
	"github.com/storyshelf/storyshelf/internal/mail/mailtest"
	"github.com/storyshelf/storyshelf/internal/testdb"
)

func need(t *testing.T, name string) string {
	t.Helper()
	v := os.Getenv(name)
	if v == "" {
		t.Fatalf("%s is not set: make test-scale needs PostgreSQL, an S3 server and the built binary (see .ci/run)", name)
	}
	return v
}

// patience bounds each wait for something to come true: long enough for a
// loaded two-core machine, and no wait at all when it comes at once.
const patience = 2 * time.Minute

// instance is one running storyshelf process.
type instance struct {
	url string
	log *logBuffer
}

// logBuffer is a process's log, read while the process writes it.
type logBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *logBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *logBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}

// start runs serve on a port the system chooses, so no other program can
// take it first, and returns once the instance is ready; its log names the
// port.
func start(t *testing.T, bin string, env []string) *instance {
	t.Helper()
	log := &logBuffer{}
	cmd := exec.Command(bin, "serve")
	cmd.Env = append(env, "STORYSHELF_ADDR=127.0.0.1:0", "DATA_DIR="+t.TempDir())
	cmd.Stdout, cmd.Stderr = log, log
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		cmd.Process.Signal(os.Interrupt)
		cmd.Wait()
		if t.Failed() {
			t.Logf("log of an instance:\n%s", log.String())
		}
	})
	serving := regexp.MustCompile(`msg="storyshelf is serving" addr=(http://\S+)`)
	in := &instance{log: log}
	for deadline := time.Now().Add(patience); time.Now().Before(deadline); time.Sleep(100 * time.Millisecond) {
		if in.url == "" {
			if m := serving.FindStringSubmatch(log.String()); m != nil {
				in.url = m[1]
			}
			continue
		}
		if res, err := http.Get(in.url + "/readyz"); err == nil {
			res.Body.Close()
			if res.StatusCode == 200 {
				return in
			}
		}
	}
	t.Fatalf("an instance never became ready:\n%s", log.String())
	return nil
}

// client is a browser: one cookie jar for the site, whichever instance
// answers.
type client struct {
	t     *testing.T
	http  *http.Client
	token string
}

func (c *client) do(method, target, contentType string, body io.Reader, header ...string) (*http.Response, []byte) {
	c.t.Helper()
	req, _ := http.NewRequest(method, target, body)
	if contentType != "" {
		req.Header.Set("Content-Type", contentType)
	}
	req.Header.Set("X-Requested-With", "storyshelf")
	if c.token != "" {
		req.Header.Set("Authorization", "Bearer "+c.token)
	}
	for i := 0; i+1 < len(header); i += 2 {
		req.Header.Set(header[i], header[i+1])
	}
	res, err := c.http.Do(req)
	if err != nil {
		c.t.Fatal(err)
	}
	defer res.Body.Close()
	b, _ := io.ReadAll(res.Body)
	return res, b
}

func (c *client) json(method, target, body string) (*http.Response, []byte) {
	c.t.Helper()
	return c.do(method, target, "application/json", strings.NewReader(body))
}

// solved is the proof-of-work payload a browser sends with form: a
// challenge fetched from base, solved.
func (c *client) solved(base, form string) string {
	c.t.Helper()
	res, body := c.do("GET", base+"/api/challenge?form="+form, "", nil)
	var ch altcha.Challenge
	if res.StatusCode != 200 || json.Unmarshal(body, &ch) != nil {
		c.t.Fatalf("challenge: %d %s", res.StatusCode, body)
	}
	n, ok := altcha.Solve(ch)
	if !ok {
		c.t.Fatal("challenge has no solution")
	}
	return altcha.Payload(ch, n)
}

func pngBytes() []byte {
	img := image.NewRGBA(image.Rect(0, 0, 40, 60))
	for x := range 40 {
		img.Set(x, x, color.RGBA{200, 100, 50, 255})
	}
	var b bytes.Buffer
	png.Encode(&b, img)
	return b.Bytes()
}

func TestTwoInstancesOneSite(t *testing.T) {
	bin := need(t, "STORYSHELF_BIN")
	relay := mailtest.NewServer(t)
	dsn := testdb.Postgres(t)
	env := append(os.Environ(),
		"DATABASE_URL="+dsn,
		"STORAGE_URL="+need(t, "TEST_S3_URL"),
		"SMTP_URL="+relay.URL(),
		"MAIL_FROM=books@example.com",
		"PUBLIC_URL=http://books.example.com", // one site, one address, as behind a load balancer
	)
	need(t, "AWS_ACCESS_KEY_ID")
	for _, email := range []string{"owner@example.com", "guessed@example.com"} {
		pw := filepath.Join(t.TempDir(), "pw")
		os.WriteFile(pw, []byte("Correct-Horse-88"), 0o600)
		cmd := exec.Command(bin, "admin", "create", "--email", email, "--password-file", pw)
		cmd.Env = append(env, "DATA_DIR="+t.TempDir())
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("admin create: %v\n%s", err, out)
		}
	}
	a, b := start(t, bin, env), start(t, bin, env)
	jar, _ := cookiejar.New(nil) // cookies ignore the port: both instances share them
	c := &client{t: t, http: &http.Client{Jar: jar}}

	t.Run("ASessionMadeOnOneWorksOnTheOther", func(t *testing.T) {
		res, body := c.json("POST", a.url+"/api/auth/login", `{"email":"owner@example.com","password":"Correct-Horse-88"}`)
		var s struct{ AccessToken string }
		if res.StatusCode != 200 || json.Unmarshal(body, &s) != nil {
			t.Fatalf("login on A: %d %s", res.StatusCode, body)
		}
		c.token = s.AccessToken
		if res, body := c.do("GET", b.url+"/api/admin/me", "", nil); res.StatusCode != 200 {
			t.Fatalf("A's token on B: %d %s", res.StatusCode, body)
		}
		res, body = c.json("POST", b.url+"/api/auth/refresh", "")
		if res.StatusCode != 200 || json.Unmarshal(body, &s) != nil || s.AccessToken == "" {
			t.Fatalf("refresh on B: %d %s", res.StatusCode, body)
		}
		c.token = s.AccessToken
		if res, body := c.do("GET", a.url+"/api/admin/me", "", nil); res.StatusCode != 200 {
			t.Fatalf("B's refreshed token on A: %d %s", res.StatusCode, body)
		}
	})

	cover := pngBytes()
	var coverURL string
	t.Run("ACoverUploadedThroughOneDownloadsFromTheOther", func(t *testing.T) {
		var form bytes.Buffer
		mw := multipart.NewWriter(&form)
		fw, _ := mw.CreateFormFile("file", "cover.png")
		fw.Write(cover)
		mw.Close()
		res, body := c.do("POST", a.url+"/api/admin/uploads?kind=cover", mw.FormDataContentType(), &form)
		var up struct{ URL string }
		if res.StatusCode != 201 || json.Unmarshal(body, &up) != nil {
			t.Fatalf("upload on A: %d %s", res.StatusCode, body)
		}
		coverURL = up.URL
		if res, got := c.do("GET", b.url+coverURL, "", nil); res.StatusCode != 200 || !bytes.Equal(got, cover) {
			t.Fatalf("download from B: %d, %d bytes of %d", res.StatusCode, len(got), len(cover))
		}
		res, got := c.do("GET", b.url+coverURL, "", nil, "Range", "bytes=8-23")
		if res.StatusCode != http.StatusPartialContent || !bytes.Equal(got, cover[8:24]) {
			t.Fatalf("range from B: %d %q", res.StatusCode, got)
		}
	})

	t.Run("ABookEditedOnOneShowsOnTheOthersNextRead", func(t *testing.T) {
		c.do("GET", b.url+"/api/books", "", nil) // B now holds the list in memory
		c.do("GET", b.url+"/books", "", nil)
		book := func(title string) string {
			return `{"title":"` + title + `","author":"Lily Hart","description":"A story of the light.","genres":["Courage"],
				"ageRange":"3-6","publishDate":"2026-03-01","isbn":"978-1-23456-789-0","pages":32,"coverImage":"` + coverURL + `"}`
		}
		res, body := c.json("POST", a.url+"/api/admin/books", book("The Lighthouse Cat"))
		var created struct{ ID string }
		if res.StatusCode != 201 || json.Unmarshal(body, &created) != nil {
			t.Fatalf("create on A: %d %s", res.StatusCode, body)
		}
		if _, body := c.do("GET", b.url+"/api/books", "", nil); !strings.Contains(string(body), "The Lighthouse Cat") {
			t.Fatalf("B's list lacks the new book: %s", body)
		}
		res, body = c.json("PUT", b.url+"/api/admin/books/"+created.ID, book("The Lighthouse Dog"))
		if res.StatusCode != 200 {
			t.Fatalf("edit on B: %d %s", res.StatusCode, body)
		}
		if _, body := c.do("GET", a.url+"/books", "", nil); !strings.Contains(string(body), "The Lighthouse Dog") ||
			strings.Contains(string(body), "The Lighthouse Cat") {
			t.Fatal("A's books page does not show B's edit")
		}
	})

	t.Run("AScheduledBookAppearsOnBothAtItsTime", func(t *testing.T) {
		// The owner schedules a book a little ahead; neither instance is
		// restarted, and each shows it once its time has come (one of them
		// publishes it; both read caches then drop their old lists).
		at := time.Now().Add(15 * time.Second).UTC().Truncate(time.Second)
		res, body := c.json("POST", a.url+"/api/admin/books", `{"title":"The Harvest Moon","author":"Lily Hart",
			"description":"A story of the autumn.","genres":["Courage"],"ageRange":"3-6","publishDate":"2026-10-01",
			"isbn":"978-1-23456-789-1","pages":32,"coverImage":"`+coverURL+`","status":"scheduled","publishAt":"`+at.Format(time.RFC3339)+`"}`)
		if res.StatusCode != 201 {
			t.Fatalf("schedule on A: %d %s", res.StatusCode, body)
		}
		for _, url := range []string{a.url, b.url} {
			_, body := c.do("GET", url+"/api/books", "", nil)
			// An answer that came before the book's time was made before it
			// too; a machine slow enough to answer later proves nothing.
			if early := time.Now().Before(at); early && strings.Contains(string(body), "The Harvest Moon") {
				t.Fatalf("%s lists the book before its time", url)
			} else if !early {
				t.Logf("%s answered only after the book's time: not checked before it", url)
			}
		}
		shown := map[string]bool{}
		for deadline := at.Add(patience); len(shown) < 2; time.Sleep(time.Second) {
			for _, url := range []string{a.url, b.url} {
				if _, body := c.do("GET", url+"/api/books", "", nil); strings.Contains(string(body), "The Harvest Moon") {
					shown[url] = true
				}
			}
			if time.Now().After(deadline) {
				t.Fatalf("%s after its time, the book shows on %d of 2 instances", patience, len(shown))
			}
		}
	})

	t.Run("EachMailIsSentExactlyOnce", func(t *testing.T) {
		const n = 12
		for i := range n {
			target, other := []string{a.url, b.url}[i%2], []string{b.url, a.url}[i%2]
			// The challenge comes from the other instance: one key serves both.
			res, body := c.json("POST", target+"/api/newsletter",
				fmt.Sprintf(`{"email":"reader%d@example.com","altcha":"%s"}`, i, c.solved(other, "newsletter")))
			if res.StatusCode != 200 {
				t.Fatalf("subscribe %d: %d %s", i, res.StatusCode, body)
			}
		}
		relay.WaitFor(t, n, patience)
		// Once every mail is marked sent and no instance holds a claim on
		// one, neither instance can send it again.
		db, err := sql.Open("pgx", dsn)
		if err != nil {
			t.Fatal(err)
		}
		defer db.Close()
		for deadline := time.Now().Add(patience); ; time.Sleep(100 * time.Millisecond) {
			var done int
			if err := db.QueryRow(`SELECT COUNT(*) FROM outbox WHERE to_addr LIKE 'reader%' AND status = 'sent' AND claimed_until IS NULL`).Scan(&done); err != nil {
				t.Fatal(err)
			}
			if done == n {
				break
			}
			if time.Now().After(deadline) {
				t.Fatalf("%d of %d mails marked sent after %s", done, n, patience)
			}
		}
		// The readers' mails only: the owner's sign-in from a new device
		// brought her a mail of her own (the new-device notice).
		seen, readers := map[string]int{}, 0
		for _, m := range relay.Messages() {
			seen[m.To[0]]++
			if strings.HasPrefix(m.To[0], "reader") {
				readers++
			}
		}
		for i := range n {
			if to := fmt.Sprintf("reader%d@example.com", i); seen[to] != 1 {
				t.Errorf("%s got %d welcome mails", to, seen[to])
			}
		}
		if readers != n {
			t.Fatalf("%d mails for %d sign-ups", readers, n)
		}
	})

	t.Run("TheLoginLimitCountsAttemptsOnBoth", func(t *testing.T) {
		guess := &client{t: t, http: &http.Client{}}
		wrong := `{"email":"guessed@example.com","password":"wrong-password-1"}`
		for i := range 10 { // the limit per account and address
			target := []string{a.url, b.url}[i%2]
			if res, body := guess.json("POST", target+"/api/auth/login", wrong); res.StatusCode != 401 {
				t.Fatalf("attempt %d: %d %s", i+1, res.StatusCode, body)
			}
		}
		for _, target := range []string{a.url, b.url} {
			res, body := guess.json("POST", target+"/api/auth/login", `{"email":"guessed@example.com","password":"Correct-Horse-88"}`)
			if res.StatusCode != http.StatusTooManyRequests {
				t.Fatalf("after 10 failures spread over both, %s let a login through: %d %s", target, res.StatusCode, body)
			}
		}
	})
}
