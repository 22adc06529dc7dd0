package server

// RouteModulesForTest maps each page to the route module its HTML preloads.
var RouteModulesForTest = routeModules
