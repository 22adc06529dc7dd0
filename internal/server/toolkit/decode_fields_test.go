package toolkit

import (
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

type testForm struct {
	Email   string  `json:"email"`
	Agree   string  `json:"agree"`
	Success *string `json:"success"`
	Unnamed string
}

// A typed form reads what decodeForm reads, JSON or URL-encoded alike: texts,
// yes/no as "true"/"false", a *string only when sent, nothing it does not
// name; and refuses what decodeForm refuses.
func TestDecodeFields(t *testing.T) {
	for _, c := range []struct {
		name, contentType, body string
		want                    testForm
		success                 string // "-" for nil
		code                    string
	}{
		{"JSON", "application/json", `{"email":"a@example.com","agree":true,"success":"","other":"x"}`,
			testForm{Email: "a@example.com", Agree: "true"}, "", ""},
		{"JSONWithoutSuccess", "application/json", `{"email":"a@example.com","success":null}`,
			testForm{Email: "a@example.com"}, "-", ""},
		{"URLEncoded", "application/x-www-form-urlencoded", "email=b%40example.com&agree=on&Unnamed=x",
			testForm{Email: "b@example.com", Agree: "on"}, "-", ""},
		{"WrongType", "application/json", `{"email":3}`, testForm{}, "-", storyshelf.EINVALID},
	} {
		t.Run(c.name, func(t *testing.T) {
			r := httptest.NewRequest("POST", "/", strings.NewReader(c.body))
			r.Header.Set("Content-Type", c.contentType)
			got, err := DecodeFields[testForm](r)
			if code := storyshelf.ErrorCode(err); code != c.code {
				t.Fatalf("error %v, want code %q", err, c.code)
			}
			if err != nil {
				return
			}
			success := "-"
			if got.Success != nil {
				success = *got.Success
			}
			got.Success = nil
			if got != c.want || success != c.success {
				t.Fatalf("got %+v success %q, want %+v success %q", got, success, c.want, c.success)
			}
		})
	}
}
