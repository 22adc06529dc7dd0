package i18n

import (
	"go/ast"
	goparser "go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// msgLiteral is one storyshelf.Msg written in the Go source: where, its key
// and its English words.
type msgLiteral struct {
	at, key, text string
}

// Every message the server makes (a storyshelf.Msg) follows the key rule of
// internal/storyshelf/msg.go: a message whose English the catalogues have
// uses their key and their English word for word, so that the server's
// answers and the app's pages say the same thing in both languages; any
// other message's key is "server." and names no catalogue message. A key
// names one text, and a text has one key.
func TestMsgKeys(t *testing.T) {
	msgs := msgLiterals(t)
	if len(msgs) < 200 {
		t.Fatalf("found %d messages in the source; the walk missed them", len(msgs))
	}
	english := catalogues[English].source
	keysOf := map[string][]string{} // English words → the catalogues' keys for them
	for key, text := range english {
		keysOf[text] = append(keysOf[text], key)
	}
	textOf, keyOf := map[string]msgLiteral{}, map[string]msgLiteral{}
	for _, m := range msgs {
		if catalogued, ok := english[m.key]; ok {
			if m.text != catalogued {
				t.Errorf("%s: %q says %q, but the catalogues' English is %q", m.at, m.key, m.text, catalogued)
			}
		} else if !strings.HasPrefix(m.key, "server.") {
			t.Errorf("%s: key %q is neither in the catalogues nor a server. key", m.at, m.key)
		}
		if keys := keysOf[m.text]; len(keys) > 0 && !Has(m.key) {
			t.Errorf("%s: %q has the words of %v in the catalogues: use that key", m.at, m.key, keys)
		}
		if other, ok := textOf[m.key]; ok && other.text != m.text {
			t.Errorf("%s and %s: key %q names two texts, %q and %q", other.at, m.at, m.key, other.text, m.text)
		}
		if other, ok := keyOf[m.text]; ok && other.key != m.key {
			t.Errorf("%s and %s: %q has two keys, %q and %q", other.at, m.at, m.text, other.key, m.key)
		}
		textOf[m.key], keyOf[m.text] = m, m
	}
}

// msgLiterals finds every Msg{Key: …, Text: …} in the module's Go source
// (tests aside), within package storyshelf or as storyshelf.Msg.
func msgLiterals(t *testing.T) []msgLiteral {
	t.Helper()
	root := filepath.Join("..", "..")
	var out []msgLiteral
	for _, dir := range []string{"internal", "cmd"} {
		err := filepath.WalkDir(filepath.Join(root, dir), func(p string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() || !strings.HasSuffix(p, ".go") || strings.HasSuffix(p, "_test.go") {
				return err
			}
			fset := token.NewFileSet()
			file, err := goparser.ParseFile(fset, p, nil, goparser.SkipObjectResolution)
			if err != nil {
				return err
			}
			inDomain := file.Name.Name == "storyshelf"
			ast.Inspect(file, func(n ast.Node) bool {
				lit, ok := n.(*ast.CompositeLit)
				if !ok || !isMsgType(lit.Type, inDomain) {
					return true
				}
				at := fset.Position(lit.Pos()).String()
				m := msgLiteral{at: at}
				written := 0 // of Key and Text, how many are words in the source
				for _, e := range lit.Elts {
					kv, ok := e.(*ast.KeyValueExpr)
					if !ok {
						t.Errorf("%s: a Msg names its Key and Text", at)
						continue
					}
					name, _ := kv.Key.(*ast.Ident)
					words, ok := constantText(kv.Value)
					if !ok || name == nil {
						continue
					}
					written++
					switch name.Name {
					case "Key":
						m.key = words
					case "Text":
						m.text = words
					}
				}
				switch {
				case written == 0:
					return true // Msg{}, or one made from another's values
				case m.key == "" || m.text == "":
					t.Errorf("%s: a message has its key and its words in the source, side by side", at)
				default:
					out = append(out, m)
				}
				return true
			})
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	return out
}

func isMsgType(e ast.Expr, inDomain bool) bool {
	switch e := e.(type) {
	case *ast.Ident:
		return inDomain && e.Name == "Msg"
	case *ast.SelectorExpr:
		pkg, ok := e.X.(*ast.Ident)
		return ok && pkg.Name == "storyshelf" && e.Sel.Name == "Msg"
	}
	return false
}

// constantText is the string a literal, or literals joined with +, spell.
func constantText(e ast.Expr) (string, bool) {
	switch e := e.(type) {
	case *ast.BasicLit:
		if e.Kind != token.STRING {
			return "", false
		}
		s, err := strconv.Unquote(e.Value)
		return s, err == nil
	case *ast.BinaryExpr:
		if e.Op != token.ADD {
			return "", false
		}
		a, okA := constantText(e.X)
		b, okB := constantText(e.Y)
		return a + b, okA && okB
	case *ast.ParenExpr:
		return constantText(e.X)
	}
	return "", false
}
