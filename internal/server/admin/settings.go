package admin

import (
	"bytes"
	"context"
	"image"
	"image/png"
	"io"
	"net/http"

	"golang.org/x/image/draw"

	"github.com/storyshelf/storyshelf/internal/blob"
	"github.com/storyshelf/storyshelf/internal/media"
	"github.com/storyshelf/storyshelf/internal/server/toolkit"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

func (s *Admin) settingsRoutes() []toolkit.Route {
	return []toolkit.Route{
		{Pattern: "GET /api/admin/settings", Handler: s.handleAdminSettings},
		{Pattern: "PUT /api/admin/settings/{section}", Handler: s.handleSaveSettings, Owner: true},
		{Pattern: "DELETE /api/admin/settings/{section}", Handler: s.handleResetSettings, Owner: true},
	}
}

// GET /api/admin/settings
//
// {"settings", "defaults"}: what the site uses, and what 'Reset to defaults'
// brings back.
func (s *Admin) handleAdminSettings(w http.ResponseWriter, r *http.Request) error {
	site, err := s.Store.SiteSettings(r.Context())
	if err != nil {
		return err
	}
	toolkit.WriteJSON(w, http.StatusOK, map[string]any{"settings": site, "defaults": storyshelf.DefaultSiteSettings()})
	return nil
}

var errNoSuchSection = storyshelf.Fail(storyshelf.ENOTFOUND, msgNoSuchSection)

var msgNoSuchSection = storyshelf.Msg{Key: "server.noSuchSection", Text: "There is no such settings section."}

// PUT /api/admin/settings/{section}
//
// The body is the whole section (identity, brand, social, home or mail). The
// brand's images must be files uploaded to this site; the favicon is made
// from the logo here. Answers {"message", "settings"}.
func (s *Admin) handleSaveSettings(w http.ResponseWriter, r *http.Request) error {
	section := r.PathValue("section")
	if storyshelf.SectionLabel(section) == "" {
		return errNoSuchSection
	}
	value := (&storyshelf.SiteSettings{}).Section(section)
	if err := toolkit.DecodeJSON(r, value); err != nil {
		return err
	}
	if err := value.(interface{ Validate() error }).Validate(); err != nil {
		return err
	}
	old := s.Site(r.Context())
	if brand, ok := value.(*storyshelf.SiteBrand); ok {
		if err := s.checkBrand(r.Context(), brand); err != nil {
			return err
		}
	}
	if c, ok := value.(*storyshelf.SiteCatalogue); ok && c.FeaturedBookID != "" {
		if _, err := s.Store.BookByID(r.Context(), c.FeaturedBookID); err != nil {
			return storyshelf.FieldError("featuredBookId", storyshelf.MsgFeaturedBook)
		}
	}
	if err := s.Store.SaveSiteSection(r.Context(), section, value); err != nil {
		return err
	}
	return s.settingsSaved(w, r, old, storyshelf.MsgSettingsSaved.Text)
}

// DELETE /api/admin/settings/{section}
//
// Puts one section back to its defaults. Answers {"message", "settings"}.
func (s *Admin) handleResetSettings(w http.ResponseWriter, r *http.Request) error {
	section := r.PathValue("section")
	label := storyshelf.SectionLabel(section)
	if label == "" {
		return errNoSuchSection
	}
	old := s.Site(r.Context())
	if err := s.Store.ResetSiteSection(r.Context(), section); err != nil {
		return err
	}
	return s.settingsSaved(w, r, old, label+" reset to the defaults.")
}

// settingsSaved answers a save or a reset with the settings now in use, and
// removes images the old settings used that nothing uses any more.
func (s *Admin) settingsSaved(w http.ResponseWriter, r *http.Request, old *storyshelf.SiteSettings, message string) error {
	site, err := s.Store.SiteSettings(r.Context())
	if err != nil {
		return err
	}
	s.removeUnusedFiles(r.Context(), []string{old.Brand.LogoURL, old.Brand.FaviconURL, old.Brand.ShareImageURL})
	toolkit.WriteJSON(w, http.StatusOK, map[string]any{"message": message, "settings": site})
	return nil
}

// faviconSide is the favicon's size in pixels: enough for a phone's home
// screen, which browser tabs scale down.
const faviconSide = 192

// checkBrand makes sure the logo and the sharing image are images uploaded
// to this site, and makes the favicon from the logo.
func (s *Admin) checkBrand(ctx context.Context, b *storyshelf.SiteBrand) error {
	var logo image.Image
	for _, f := range []struct{ field, ref string }{{"logoUrl", b.LogoURL}, {"shareImageUrl", b.ShareImageURL}} {
		field, ref := f.field, f.ref
		if ref == "" {
			continue
		}
		img, err := s.storedImage(ctx, ref)
		if err != nil {
			return err
		} else if img == nil {
			return storyshelf.FieldError(field, storyshelf.MsgSiteImage)
		}
		if field == "logoUrl" {
			logo = img
		}
	}
	if logo == nil {
		return nil
	}
	icon, err := squareIcon(logo, faviconSide)
	if err != nil {
		return err
	}
	key := blob.ContentKey(uploadKinds["logo"].folder, icon, ".png")
	if err := blob.PutBytes(ctx, s.Blobs, key, icon, "image/png"); err != nil {
		return err
	}
	b.FaviconURL = blob.URLForKey(key)
	return nil
}

// storedImage decodes a public file of this site that must be an image. A
// missing file, or one that is not an image within the upload limits, is
// nil; only a storage failure is an error.
func (s *Admin) storedImage(ctx context.Context, ref string) (image.Image, error) {
	key := blob.KeyFromURL(ref)
	if !blob.IsPublic(key) {
		return nil, nil
	}
	f, err := s.Blobs.Open(ctx, key)
	if storyshelf.ErrorCode(err) == storyshelf.ENOTFOUND {
		return nil, nil
	} else if err != nil {
		return nil, err
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, uploadKinds["image"].maxBytes+1))
	if err != nil {
		return nil, err
	}
	if int64(len(data)) > uploadKinds["image"].maxBytes {
		return nil, nil
	}
	if _, _, err := media.Check(bytes.NewReader(data), "", true); err != nil {
		return nil, nil // checked before decoding: the header may promise a huge picture
	}
	img, _, err := image.Decode(bytes.NewReader(data))
	if err != nil {
		return nil, nil
	}
	return img, nil
}

// squareIcon fits img into a transparent square of side pixels, as a PNG.
func squareIcon(img image.Image, side int) ([]byte, error) {
	b := img.Bounds()
	w, h := side, side
	if b.Dx() > b.Dy() {
		h = max(1, side*b.Dy()/b.Dx())
	} else {
		w = max(1, side*b.Dx()/b.Dy())
	}
	dst := image.NewNRGBA(image.Rect(0, 0, side, side))
	at := image.Rect((side-w)/2, (side-h)/2, (side-w)/2+w, (side-h)/2+h)
	draw.CatmullRom.Scale(dst, at, img, b, draw.Over, nil)
	var buf bytes.Buffer
	if err := png.Encode(&buf, dst); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}
