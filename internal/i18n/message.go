package i18n

import (
	"fmt"
	"strconv"
	"strings"

	"golang.org/x/text/feature/plural"
	"golang.org/x/text/language"
)

// The catalogues are written in ICU MessageFormat, which the web app's i18n library (Lingui)
// compiles at build time. This is the part of it the catalogues use, read the same way:
// text, {name}, {name, plural, =0 {…} one {# book} other {# books}} and
// {name, select, a {…} other {…}}, with ICU's apostrophe quoting ('{' is a literal brace,
// '' an apostrophe).

// A part of a parsed message: literal text, an argument, or a choice between sub-messages.
type part struct {
	text    string
	arg     string // the argument's name; empty for literal text
	kind    string // "", "plural" or "select"
	choices map[string][]part
}

type parser struct {
	src string
	pos int
}

func parseMessage(src string) ([]part, error) {
	p := &parser{src: src}
	parts, err := p.message(false, false)
	if err != nil {
		return nil, err
	}
	if p.pos < len(p.src) {
		return nil, fmt.Errorf("unexpected %q at %d", p.src[p.pos], p.pos)
	}
	return parts, nil
}

// message reads up to the end, or up to the closing brace of a choice when nested.
// inPlural makes '#' the number being chosen on.
func (p *parser) message(nested, inPlural bool) ([]part, error) {
	var parts []part
	var text strings.Builder
	flush := func() {
		if text.Len() > 0 {
			parts = append(parts, part{text: text.String()})
			text.Reset()
		}
	}
	for p.pos < len(p.src) {
		c := p.src[p.pos]
		switch {
		case c == '\'':
			p.quoted(&text, inPlural)
		case c == '{':
			flush()
			arg, err := p.argument()
			if err != nil {
				return nil, err
			}
			parts = append(parts, arg)
		case c == '}':
			if !nested {
				return nil, fmt.Errorf("unmatched } at %d", p.pos)
			}
			flush()
			return parts, nil
		case c == '#' && inPlural:
			flush()
			parts = append(parts, part{arg: "#"})
			p.pos++
		default:
			text.WriteByte(c)
			p.pos++
		}
	}
	if nested {
		return nil, fmt.Errorf("missing }")
	}
	flush()
	return parts, nil
}

// quoted reads an apostrophe: ” is one apostrophe; an apostrophe before a syntax character
// quotes up to the next lone apostrophe; any other apostrophe is itself.
func (p *parser) quoted(text *strings.Builder, inPlural bool) {
	p.pos++
	if p.pos < len(p.src) && p.src[p.pos] == '\'' {
		text.WriteByte('\'')
		p.pos++
		return
	}
	if p.pos >= len(p.src) || !(p.src[p.pos] == '{' || p.src[p.pos] == '}' || (inPlural && p.src[p.pos] == '#')) {
		text.WriteByte('\'')
		return
	}
	for p.pos < len(p.src) {
		if p.src[p.pos] == '\'' {
			if p.pos+1 < len(p.src) && p.src[p.pos+1] == '\'' {
				text.WriteByte('\'')
				p.pos += 2
				continue
			}
			p.pos++
			return
		}
		text.WriteByte(p.src[p.pos])
		p.pos++
	}
}

func (p *parser) argument() (part, error) {
	p.pos++ // {
	name := p.word()
	if name == "" {
		return part{}, fmt.Errorf("argument without a name at %d", p.pos)
	}
	p.space()
	if p.eat('}') {
		return part{arg: name}, nil
	}
	if !p.eat(',') {
		return part{}, fmt.Errorf("expected , or } after %q", name)
	}
	p.space()
	kind := p.word()
	if kind != "plural" && kind != "select" {
		return part{}, fmt.Errorf("argument %q: unsupported type %q", name, kind)
	}
	p.space()
	if !p.eat(',') {
		return part{}, fmt.Errorf("argument %q: expected , after %s", name, kind)
	}
	choices := map[string][]part{}
	for {
		p.space()
		if p.eat('}') {
			break
		}
		key := p.word()
		if key == "" {
			return part{}, fmt.Errorf("argument %q: expected a choice at %d", name, p.pos)
		}
		p.space()
		if !p.eat('{') {
			return part{}, fmt.Errorf("argument %q: expected { after %q", name, key)
		}
		sub, err := p.message(true, kind == "plural")
		if err != nil {
			return part{}, err
		}
		p.pos++ // }
		choices[key] = sub
	}
	if _, ok := choices["other"]; !ok {
		return part{}, fmt.Errorf("argument %q: no 'other' choice", name)
	}
	return part{arg: name, kind: kind, choices: choices}, nil
}

func (p *parser) word() string {
	start := p.pos
	for p.pos < len(p.src) && !strings.ContainsRune(" \t\n,{}'#", rune(p.src[p.pos])) {
		p.pos++
	}
	return p.src[start:p.pos]
}

func (p *parser) space() {
	for p.pos < len(p.src) && strings.ContainsRune(" \t\n", rune(p.src[p.pos])) {
		p.pos++
	}
}

func (p *parser) eat(c byte) bool {
	if p.pos < len(p.src) && p.src[p.pos] == c {
		p.pos++
		return true
	}
	return false
}

// format writes parts with args; n is the number a '#' stands for.
func format(b *strings.Builder, tag language.Tag, parts []part, args Args, n any) {
	for _, pt := range parts {
		switch {
		case pt.arg == "":
			b.WriteString(pt.text)
		case pt.arg == "#":
			fmt.Fprint(b, n)
		case pt.kind == "":
			fmt.Fprint(b, args[pt.arg])
		case pt.kind == "select":
			sub, ok := pt.choices[fmt.Sprint(args[pt.arg])]
			if !ok {
				sub = pt.choices["other"]
			}
			format(b, tag, sub, args, n)
		default: // plural
			v := args[pt.arg]
			format(b, tag, pluralChoice(tag, pt.choices, v), args, v)
		}
	}
}

// pluralChoice picks =N first, then the language's plural form for the number, then other.
func pluralChoice(tag language.Tag, choices map[string][]part, v any) []part {
	i, ok := toInt(v)
	if !ok {
		return choices["other"]
	}
	if sub, ok := choices["="+strconv.Itoa(i)]; ok {
		return sub
	}
	if sub, ok := choices[formName(plural.Cardinal.MatchPlural(tag, abs(i), 0, 0, 0, 0))]; ok {
		return sub
	}
	return choices["other"]
}

func toInt(v any) (int, bool) {
	switch n := v.(type) {
	case int:
		return n, true
	case int64:
		return int(n), true
	case int32:
		return int(n), true
	case uint:
		return int(n), true
	default:
		return 0, false
	}
}

func abs(i int) int {
	if i < 0 {
		return -i
	}
	return i
}

func formName(f plural.Form) string {
	switch f {
	case plural.Zero:
		return "zero"
	case plural.One:
		return "one"
	case plural.Two:
		return "two"
	case plural.Few:
		return "few"
	case plural.Many:
		return "many"
	default:
		return "other"
	}
}

// argNames lists the arguments a message uses, plural and select ones included.
func argNames(parts []part, into map[string]bool) {
	for _, pt := range parts {
		if pt.arg == "" || pt.arg == "#" {
			continue
		}
		into[pt.arg] = true
		for _, sub := range pt.choices {
			argNames(sub, into)
		}
	}
}
