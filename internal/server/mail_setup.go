package server

import (
	"context"

	"github.com/storyshelf/storyshelf/internal/mailsetup"
)

// mailSetup is how the site sends mail now (s.Mail). Should it be unreadable
// the site answers as if no mail can be sent: a page then promises nothing.
func (s *Server) mailSetup(ctx context.Context) mailsetup.Setup {
	set, err := s.Mail.Current(ctx)
	if err != nil {
		s.Logger.WarnContext(ctx, "mail settings unreadable: answering as if no mail can be sent", "err", err)
		return mailsetup.Setup{}
	}
	return set
}

// canMail says whether mail can be sent now, so a page may say one is on its
// way.
func (s *Server) canMail(ctx context.Context) bool {
	return s.mailSetup(ctx).Ready()
}
