package i18n

import (
	"strings"
	"testing"
)

// The privacy policy says, in both languages, what the statistics count
// since issue 31: the referring site's name only, campaign tags, the kind of
// device, the page's language and clicks on links to bookshops; still no
// cookies and no stored addresses.
func TestPrivacyPolicySaysWhatStatisticsCount(t *testing.T) {
	for lang, words := range map[Lang][]string{
		English: {"no cookies", "IP addresses", "a link to a bookshop", "only the other site's name", "campaign tags",
			"a phone, a tablet or a computer", "language of the page"},
		Spanish: {"no usa cookies", "direcciones IP", "un enlace a una librería", "solo el nombre del otro sitio",
			"etiquetas de campaña", "un teléfono, una tableta o un ordenador", "el idioma de la página"},
	} {
		text := strings.Join([]string{lang.T("privacy.analyticsCountBefore"), lang.T("privacy.analyticsNoCookies"),
			lang.T("privacy.analyticsCountAfter"), lang.T("privacy.analyticsHash")}, " ")
		for _, w := range words {
			if !strings.Contains(text, w) {
				t.Errorf("%s: the policy does not say %q:\n%s", lang, w, text)
			}
		}
	}
}
