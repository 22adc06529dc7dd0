package server

import (
	"context"
	"crypto/subtle"
	"net/http"
	"strconv"
	"sync/atomic"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
	"github.com/prometheus/client_golang/prometheus/promhttp"
)

// metrics are what /metrics reports to Prometheus. Each server has its own
// registry, so two servers in one process (as in tests) never collide.
type metrics struct {
	registry  *prometheus.Registry
	requests  *prometheus.CounterVec
	durations *prometheus.HistogramVec
}

func (s *Server) newMetrics() *metrics {
	m := &metrics{
		registry: prometheus.NewRegistry(),
		requests: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "storyshelf_http_requests_total", Help: "HTTP requests by route pattern and status.",
		}, []string{"route", "status"}),
		durations: prometheus.NewHistogramVec(prometheus.HistogramOpts{
			Name: "storyshelf_http_request_duration_seconds", Help: "Time to answer, by route pattern.",
			Buckets: []float64{.0005, .001, .0025, .005, .01, .025, .05, .1, .25, .5, 1, 2.5, 10},
		}, []string{"route"}),
	}
	queue := func(name, help string, pick func(outbox, jobs int) int) prometheus.Collector {
		return prometheus.NewGaugeFunc(prometheus.GaugeOpts{Name: name, Help: help}, func() float64 {
			ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
			defer cancel()
			outbox, jobs, err := s.Store.QueueDepths(ctx)
			if err != nil {
				return -1
			}
			return float64(pick(outbox, jobs))
		})
	}
	// The read cache counts its own hits and misses; these read them.
	cache := func(result string, n *atomic.Int64) prometheus.Collector {
		return prometheus.NewCounterFunc(prometheus.CounterOpts{Name: "storyshelf_read_cache_total",
			Help:        "Public reads answered from memory (hit) or built (miss).",
			ConstLabels: prometheus.Labels{"result": result}}, func() float64 { return float64(n.Load()) })
	}
	m.registry.MustRegister(m.requests, m.durations, cache("hit", &s.site.Reads().Hits), cache("miss", &s.site.Reads().Misses),
		queue("storyshelf_outbox_pending", "Mails waiting to be sent.", func(o, _ int) int { return o }),
		queue("storyshelf_jobs_pending", "Background jobs (email-list syncs) waiting.", func(_, j int) int { return j }),
		collectors.NewGoCollector(), collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}))
	return m
}

// observe counts an answered request under its route pattern; requests no
// route matched share one label, so odd paths cannot grow the metrics.
func (m *metrics) observe(pattern string, status int, took time.Duration) {
	if pattern == "" {
		pattern = "unmatched"
	}
	m.requests.WithLabelValues(pattern, strconv.Itoa(status)).Inc()
	m.durations.WithLabelValues(pattern).Observe(took.Seconds())
}

// GET /metrics
//
// Prometheus metrics, off unless METRICS_TOKEN is set; then the scraper must
// send it as a bearer token.
func (s *Server) handleMetrics(w http.ResponseWriter, r *http.Request) {
	want := "Bearer " + s.MetricsToken
	if s.MetricsToken == "" || subtle.ConstantTimeCompare([]byte(r.Header.Get("Authorization")), []byte(want)) != 1 {
		http.NotFound(w, r)
		return
	}
	promhttp.HandlerFor(s.metrics.registry, promhttp.HandlerOpts{}).ServeHTTP(w, r)
}
