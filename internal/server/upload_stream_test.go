package server_test

import (
	"bytes"
	"encoding/binary"
	"hash/crc32"
	"io"
	"mime/multipart"
	"net/http"
	"strings"
	"testing"

	"github.com/storyshelf/storyshelf/internal/heaptest"
)

// zeros yields n zero bytes without holding them.
type zeros struct{ n int64 }

func (z *zeros) Read(p []byte) (int, error) {
	if z.n <= 0 {
		return 0, io.EOF
	}
	k := min(int64(len(p)), z.n)
	clear(p[:k])
	z.n -= k
	return int(k), nil
}

// An upload streams: a 100 MB material goes through without the server
// holding it, and comes back byte for byte.
func TestUploadsStreamWithFlatMemory(t *testing.T) {
	if testing.Short() {
		t.Skip("sends 100 MB")
	}
	ts := newTestServer(t)
	_, token := ownerSession(t, ts)
	const size = 100 << 20
	pr, pw := io.Pipe()
	mw := multipart.NewWriter(pw)
	go func() {
		fw, _ := mw.CreateFormFile("file", "big video.mp4")
		// An MP4's signature, then zeros.
		fw.Write([]byte{0, 0, 0, 0x18, 'f', 't', 'y', 'p', 'm', 'p', '4', '2'})
		io.Copy(fw, &zeros{size - 12})
		mw.Close()
		pw.Close()
	}()
	req, _ := http.NewRequest("POST", ts.URL+"/api/admin/uploads?kind=material", pr)
	req.Header.Set("Content-Type", mw.FormDataContentType())
	req.Header.Set("Authorization", "Bearer "+token)
	stop := heaptest.Watch()
	res, body := roundTrip(t, req)
	grew := stop()
	if res.StatusCode != 201 || !strings.Contains(body, `"fileSize":"100.0 MB"`) {
		t.Fatalf("%d %s", res.StatusCode, body)
	}
	t.Logf("the live heap grew by %.1f MB at most for a 100 MB upload", float64(grew)/(1<<20))
	if grew > 24<<20 {
		t.Fatalf("the live heap grew by %d MB: the upload was held in memory", grew>>20)
	}
	url := decode[struct{ URL string }](t, body).URL
	res, err := http.Get(ts.URL + url)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	n, _ := io.Copy(io.Discard, res.Body)
	if res.StatusCode != 200 || n != size {
		t.Fatalf("served back %d bytes, status %d", n, res.StatusCode)
	}
}

// hugePNG is a valid PNG header that claims width × height pixels.
func hugePNG(width, height uint32) []byte {
	var b bytes.Buffer
	b.WriteString("\x89PNG\r\n\x1a\n")
	ihdr := make([]byte, 13)
	binary.BigEndian.PutUint32(ihdr[0:], width)
	binary.BigEndian.PutUint32(ihdr[4:], height)
	ihdr[8], ihdr[9] = 8, 6 // 8-bit RGBA
	binary.Write(&b, binary.BigEndian, uint32(len(ihdr)))
	chunk := append([]byte("IHDR"), ihdr...)
	b.Write(chunk)
	binary.Write(&b, binary.BigEndian, crc32.ChecksumIEEE(chunk))
	return b.Bytes()
}

func TestHostileUploads(t *testing.T) {
	ts := newTestServer(t)
	_, token := ownerSession(t, ts)
	type answer struct{ URL, FileName string }

	t.Run("ANonImageNamedPNGIsNoCover", func(t *testing.T) {
		res, body := upload(t, ts, token, "cover", "cover.png", []byte("GIF? no: plain text pretending"))
		if res.StatusCode != 400 || !strings.Contains(body, "Please select an image file for the cover image.") {
			t.Fatalf("%d %s", res.StatusCode, body)
		}
	})
	t.Run("AHugeImageIsRefusedBeforeDecoding", func(t *testing.T) {
		// What was allocated, not what is held: decoding it would take 10 GB
		// even if it were let go at once.
		var res *http.Response
		var body string
		allocated := heaptest.Allocated(func() { res, body = upload(t, ts, token, "cover", "huge.png", hugePNG(50000, 50000)) })
		if res.StatusCode != 400 || !strings.Contains(body, "50000 × 50000 pixels, too large") {
			t.Fatalf("%d %s", res.StatusCode, body)
		}
		if allocated > 512<<20 {
			t.Fatalf("%d MB allocated: the image was decoded", allocated>>20)
		}
	})
	for _, name := range []string{"../../etc/passwd.pdf", `"Élan" (final).pdf`, `..\..\windows\win.ini.pdf`} {
		t.Run("Named "+name, func(t *testing.T) {
			content := []byte("%PDF-1.4 " + name)
			res, body := upload(t, ts, token, "material", name, content)
			a := decode[answer](t, body)
			// The key follows the content; the name shown has no separators.
			if res.StatusCode != 201 || !strings.HasPrefix(a.URL, "/files/materials/") || strings.ContainsAny(a.FileName, `/\"`) {
				t.Fatalf("%d %s", res.StatusCode, body)
			}
			if res, got := get(t, ts.URL+a.URL); res.StatusCode != 200 || got != string(content) {
				t.Fatalf("served back: %d %q", res.StatusCode, got)
			}
		})
	}
}
