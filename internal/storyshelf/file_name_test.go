package storyshelf_test

import (
	"strings"
	"testing"
	"time"

	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

func TestSanitizeFileName(t *testing.T) {
	for _, tt := range []struct{ name, in, want string }{
		{"QuotesRemoved", `Sam's "Big" Day.pdf`, "Sams_Big_Day.pdf"},
		{"SpacesBecomeUnderscores", "coloring page 1.png", "coloring_page_1.png"},
		{"SpecialCharactersReplaced", "a&b#c(1)+d$e~f%g:h*i?j<k>l{m}n,o.pdf", "a_b_c_1__d_e_f_g_h_i_j_k_l_m_n_o.pdf"},
		{"AccentsStripped", "Él niño café.mp3", "El_nino_cafe.mp3"},
		{"OtherNonWordReplaced", "story☆time!.pdf", "story_time_.pdf"},
		{"PathSeparatorsReplaced", "../../etc/passwd", ".._.._etc_passwd"},
		{"BackslashReplaced", `C:\Users\kit.pdf`, "C__Users_kit.pdf"},
		{"EmptyBecomesFile", "", "file"},
		{"DotsOnlyBecomeFile", "..", "file"},
		{"KeepsDashAndDot", "kit-v2.final.pdf", "kit-v2.final.pdf"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if got := storyshelf.SanitizeFileName(tt.in); got != tt.want {
				t.Fatalf("SanitizeFileName(%q) = %q, want %q", tt.in, got, tt.want)
			}
		})
	}
}

func TestUniqueFileName(t *testing.T) {
	now := time.UnixMilli(1713052800123)
	if got := storyshelf.UniqueFileName(now, "My Kit.pdf"); got != "1713052800123_My_Kit.pdf" {
		t.Fatalf("UniqueFileName = %q", got)
	}
}

func FuzzSanitizeFileName(f *testing.F) {
	for _, s := range []string{"a b.pdf", `"'`, "../x", "Él.mp3", "\x00\xff"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, in string) {
		out := storyshelf.SanitizeFileName(in)
		if out == "" || strings.Trim(out, ".") == "" || len(out) > 200 {
			t.Fatalf("SanitizeFileName(%q) = %q", in, out)
		}
		for _, r := range out {
			ok := r == '_' || r == '.' || r == '-' || (r >= 'a' && r <= 'z') || (r >= 'A' && r <= 'Z') || (r >= '0' && r <= '9')
			if !ok {
				t.Fatalf("SanitizeFileName(%q) = %q keeps %q", in, out, r)
			}
		}
		if again := storyshelf.SanitizeFileName(out); again != out {
			t.Fatalf("not idempotent: %q -> %q -> %q", in, out, again)
		}
	})
}
