package server

import "github.com/storyshelf/storyshelf/internal/server/site"

// RouteModulesForTest maps each page to the route module its HTML preloads.
var RouteModulesForTest = site.RouteModulesForTest
