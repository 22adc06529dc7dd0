package storyshelf

import (
	"bytes"
	"encoding/json"
	"slices"
)

// unnotedFields change on every save, or say nothing to the owner; inside a
// list (a book's materials) they are left out too, since a list saved again
// gets new ids.
var unnotedFields = []string{"id", "createdAt", "updatedAt", "created_at", "updated_at"}

// ChangedFields compares before and after (anything that encodes to a JSON
// object) and lists each top-level field whose value differs, with the old
// and new values where they are plain (a text, a number, a switch). Fields
// that name a secret are never compared or kept.
func ChangedFields(before, after any) []HistoryField {
	old, cur := jsonObject(before), jsonObject(after)
	var names []string
	for name := range cur {
		names = append(names, name)
	}
	for name := range old {
		if _, ok := cur[name]; !ok {
			names = append(names, name)
		}
	}
	slices.Sort(names)
	fields := []HistoryField{}
	for _, name := range names {
		if SecretField(name) || slices.Contains(unnotedFields, name) || bytes.Equal(old[name], cur[name]) {
			continue
		}
		fields = append(fields, HistoryField{Name: name, Old: plainValue(old[name]), New: plainValue(cur[name])})
	}
	return fields
}

// jsonObject is v's fields, each in one spelling (so equal values compare
// equal) and without the unnoted fields of the objects inside it.
func jsonObject(v any) map[string]json.RawMessage {
	out := map[string]json.RawMessage{}
	if v == nil {
		return out
	}
	b, err := json.Marshal(v)
	if err == nil {
		json.Unmarshal(b, &out)
	}
	for k, raw := range out {
		var x any
		if json.Unmarshal(raw, &x) == nil {
			out[k], _ = json.Marshal(withoutUnnoted(x))
		}
	}
	return out
}

func withoutUnnoted(v any) any {
	switch v := v.(type) {
	case map[string]any:
		for _, name := range unnotedFields {
			delete(v, name)
		}
		for k, x := range v {
			v[k] = withoutUnnoted(x)
		}
	case []any:
		for i, x := range v {
			v[i] = withoutUnnoted(x)
		}
	}
	return v
}

// plainValue is a text, a number or a boolean (true or false: the History
// screen words them yes and no), or nil for anything else.
func plainValue(raw json.RawMessage) any {
	var v any
	if len(raw) == 0 || json.Unmarshal(raw, &v) != nil {
		return nil
	}
	switch v.(type) {
	case string, float64, bool:
		return v
	}
	return nil
}
