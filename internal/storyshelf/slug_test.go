package storyshelf_test

import (
	"strings"
	"testing"
	"unicode"

	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

func TestSlug(t *testing.T) {
	for _, tt := range []struct{ name, in, want string }{
		{"Lowercase", "The Kind Little Cloud", "the-kind-little-cloud"},
		{"Trimmed", "  Brave Bea  ", "brave-bea"},
		{"OnlyLettersDigitsSpacesHyphens", "Sam's 1st Day: At School!", "sams-1st-day-at-school"},
		{"SpacesBecomeHyphens", "one two\tthree", "one-two-three"},
		{"RepeatedHyphensCollapse", "a -- b   c", "a-b-c"},
		{"LeadingTrailingHyphensRemoved", "--Hello World--", "hello-world"},
		{"UnderscoreDropped", "snake_case", "snakecase"},
		{"LettersBeyondASCIIKept", "Él Niño", "él-niño"},
		{"Empty", "!!!", ""},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if got := storyshelf.Slug(tt.in); got != tt.want {
				t.Fatalf("Slug(%q) = %q, want %q", tt.in, got, tt.want)
			}
		})
	}
}

func TestParseSlugWithID(t *testing.T) {
	for _, tt := range []struct {
		name, in, slug, short string
		err                   error
	}{
		{"OK", "the-kind-little-cloud-1a2b3c4d", "the-kind-little-cloud", "1a2b3c4d", nil},
		{"OKBareShortID", "1a2b3c4d", "", "1a2b3c4d", nil},
		{"OKSlugWithDigits", "book-2-abcdef12", "book-2", "abcdef12", nil},
		{"ErrEmpty", "", "", "", storyshelf.ErrURLFormat},
		{"ErrTrailingDash", "kind-cloud-", "", "", storyshelf.ErrURLFormat},
		{"ErrShortSegment", "kind-cloud-1a2b3c4", "", "", storyshelf.ErrIdentifier},
		{"ErrLongSegment", "kind-cloud-1a2b3c4d5", "", "", storyshelf.ErrIdentifier},
		{"ErrNoDashNotEight", "kindcloud", "", "", storyshelf.ErrIdentifier},
	} {
		t.Run(tt.name, func(t *testing.T) {
			slug, short, err := storyshelf.ParseSlugWithID(tt.in)
			if err != tt.err {
				t.Fatalf("err = %v, want %v", err, tt.err)
			}
			if slug != tt.slug || short != tt.short {
				t.Fatalf("got (%q, %q), want (%q, %q)", slug, short, tt.slug, tt.short)
			}
		})
	}
	if got := storyshelf.ErrorMessage(storyshelf.ErrURLFormat); got != "Invalid book URL format." {
		t.Fatalf("message = %q", got)
	}
	if got := storyshelf.ErrorMessage(storyshelf.ErrIdentifier); got != "Invalid book identifier in URL." {
		t.Fatalf("message = %q", got)
	}
}

func TestSlugWithIDRoundTrip(t *testing.T) {
	id := "1a2b3c4d-0000-4000-8000-000000000001"
	s := storyshelf.SlugWithID(storyshelf.Slug("The Kind Little Cloud"), id)
	if s != "the-kind-little-cloud-1a2b3c4d" {
		t.Fatalf("SlugWithID = %q", s)
	}
	slug, short, err := storyshelf.ParseSlugWithID(s)
	if err != nil || slug != "the-kind-little-cloud" || !strings.HasPrefix(id, short) {
		t.Fatalf("round trip = %q %q %v", slug, short, err)
	}
}

func FuzzSlug(f *testing.F) {
	for _, s := range []string{"The Kind Little Cloud", "--a--", "Él Niño", "a_b c\t-d", ""} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, in string) {
		out := storyshelf.Slug(in)
		if strings.HasPrefix(out, "-") || strings.HasSuffix(out, "-") || strings.Contains(out, "--") {
			t.Fatalf("Slug(%q) = %q has stray hyphens", in, out)
		}
		for _, r := range out {
			if !(unicode.IsLetter(r) || unicode.IsDigit(r) || r == '-') {
				t.Fatalf("Slug(%q) = %q keeps %q", in, out, r)
			}
		}
		if again := storyshelf.Slug(out); again != out {
			t.Fatalf("Slug not idempotent: %q -> %q -> %q", in, out, again)
		}
	})
}

func FuzzParseSlugWithID(f *testing.F) {
	for _, s := range []string{"a-b-12345678", "12345678", "-", "x-"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, in string) {
		slug, short, err := storyshelf.ParseSlugWithID(in)
		if err != nil {
			return
		}
		if len([]rune(short)) != storyshelf.ShortIDLength {
			t.Fatalf("short id %q of %q is not 8 characters", short, in)
		}
		if strings.Contains(short, "-") {
			t.Fatalf("short id %q of %q holds a dash", short, in)
		}
		if rebuilt := storyshelf.SlugWithID(slug, short); rebuilt != in {
			t.Fatalf("rebuilt %q from %q", rebuilt, in)
		}
	})
}
