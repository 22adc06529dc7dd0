package storyshelf

import "fmt"

// Msg is a message people may read. Key names it, so that the web app can
// tell one refusal from another without reading its words, and the server
// can say it in the request's language when the catalogues
// (internal/i18n/messages) have it. Text is its English words.
//
// The key of a message is the catalogues' key for its English words when
// they have them ("api.emailInvalid", "bookUrl.invalidFormat"); any other
// message's key is "server." and its Go name without the Msg prefix, in
// lower camel case (MsgBackupKeep is "server.backupKeep"). A key names one
// text only, and one text has one key: two names for the same words share
// one Msg (internal/i18n/msg_keys_test.go checks both).
type Msg struct {
	Key  string
	Text string
}

// Fill is m with args put in its Text, a fmt format ("Please keep this to
// %d characters or fewer."). Its key stays: the words it names are the same.
func (m Msg) Fill(args ...any) Msg {
	return Msg{Key: m.Key, Text: fmt.Sprintf(m.Text, args...)}
}
