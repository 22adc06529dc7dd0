// Command smtpd runs the tests' SMTP server (mailtest) on its own, for the
// end-to-end tests in web/e2e: a real relay on 127.0.0.1 that keeps what it
// is sent. It prints its address on the first line, then one JSON line per
// mail that arrives: {"from", "to", "subject", "username", "headers", "data"}:
// headers holds the List-Unsubscribe pair, data the whole mail as sent. It
// runs until it is stopped.
//
//	go run ./internal/mail/mailtest/smtpd [-user U -password P] [-hang-up-after-dot ADDRESS [-hang-up-subject S]]
package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"time"

	"github.com/storyshelf/storyshelf/internal/mail/mailtest"
)

func main() {
	user := flag.String("user", "", "refuse mail from clients that do not log in as this user")
	password := flag.String("password", "", "the password -user must give")
	hangUp := flag.String("hang-up-after-dot", "", "close the connection, with no answer, after the final dot of the first mail to this address, without keeping that mail")
	hangUpSubject := flag.String("hang-up-subject", "", "with -hang-up-after-dot: only a mail with this subject")
	flag.Parse()
	s, err := mailtest.Listen("127.0.0.1:0")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	if *user != "" {
		s.RequireAuth(*user, *password)
	}
	if *hangUp != "" {
		s.HangUpAfterDot(*hangUp, *hangUpSubject)
	}
	fmt.Println(s.Addr())
	out := json.NewEncoder(os.Stdout)
	for seen := 0; ; time.Sleep(50 * time.Millisecond) {
		got := s.Messages()
		for ; seen < len(got); seen++ {
			m := got[seen]
			out.Encode(map[string]any{
				"from": m.From, "to": m.To, "subject": m.Header.Get("Subject"), "username": m.Username,
				"headers": map[string]string{
					"List-Unsubscribe":      m.Header.Get("List-Unsubscribe"),
					"List-Unsubscribe-Post": m.Header.Get("List-Unsubscribe-Post"),
				},
				"data": string(m.Data),
			})
		}
	}
}
