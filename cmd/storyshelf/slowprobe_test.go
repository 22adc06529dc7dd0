//go:build slowprobe

package main

// The slow-client probe against a real `storyshelf serve`, for the
// figures in its closing note; not part of the usual tests (it takes a
// minute and most of the machine's descriptors). Run:
//
//	go build -o /tmp/ss ./cmd/storyshelf
//	SLOWPROBE_BIN=/tmp/ss [SLOWPROBE_ADDRESSES=50] go test -tags slowprobe -run TestSlowProbe -v -timeout 5m ./cmd/storyshelf

import (
	"bufio"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

func TestSlowProbe(t *testing.T) {
	bin := os.Getenv("SLOWPROBE_BIN")
	if bin == "" {
		t.Fatal("set SLOWPROBE_BIN to a built storyshelf")
	}
	const (
		attempts = 20_000
		hold     = 25 * time.Second
	)
	addresses := 10 // SLOWPROBE_ADDRESSES: 50 fills the total cap
	if n, err := strconv.Atoi(os.Getenv("SLOWPROBE_ADDRESSES")); err == nil && n > 0 {
		addresses = n
	}
	// Port 0: the system chooses a free one, and serve's log names it.
	cmd := exec.Command(bin, "serve")
	cmd.Env = append(os.Environ(), "DATA_DIR="+t.TempDir(), "STORYSHELF_ADDR=127.0.0.1:0")
	logs, _ := cmd.StderrPipe()
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cmd.Process.Signal(os.Interrupt); cmd.Wait() })
	serving := make(chan string, 1)
	go func() {
		sc := bufio.NewScanner(logs)
		for sc.Scan() {
			line := sc.Text()
			if strings.Contains(line, "connection limits") {
				t.Log(line)
			}
			if m := regexp.MustCompile(`msg="storyshelf is serving" addr=http://(\S+)`).FindStringSubmatch(line); m != nil {
				serving <- m[1]
			}
		}
	}()
	var addr string
	select {
	case addr = <-serving:
	case <-time.After(2 * time.Minute):
		t.Fatal("serve did not say where it serves")
	}
	reader := &http.Client{Timeout: 10 * time.Second, Transport: &http.Transport{DisableKeepAlives: true,
		Dial: func(network, a string) (net.Conn, error) {
			d := net.Dialer{LocalAddr: &net.TCPAddr{IP: net.ParseIP("127.0.0.99")}}
			return d.Dial(network, a)
		}}}
	healthz := func() (time.Duration, error) {
		began := time.Now()
		res, err := reader.Get("http://" + addr + "/healthz")
		if err != nil {
			return 0, err
		}
		io.Copy(io.Discard, res.Body)
		res.Body.Close()
		if res.StatusCode != 200 {
			return 0, fmt.Errorf("status %d", res.StatusCode)
		}
		return time.Since(began), nil
	}
	for deadline := time.Now().Add(time.Minute); ; time.Sleep(100 * time.Millisecond) {
		if _, err := healthz(); err == nil {
			break
		} else if time.Now().After(deadline) {
			t.Fatal(err)
		}
	}
	rss := func() int64 {
		b, _ := os.ReadFile(fmt.Sprintf("/proc/%d/status", cmd.Process.Pid))
		for _, line := range strings.Split(string(b), "\n") {
			if f := strings.Fields(line); len(f) >= 2 && f[0] == "VmRSS:" {
				n, _ := strconv.ParseInt(f[1], 10, 64)
				return n >> 10
			}
		}
		return 0
	}
	t.Logf("idle RSS %d MiB", rss())

	var open, dialed, refused, failed atomic.Int64
	var peakOpen atomic.Int64
	stop := make(chan struct{})
	var sampling sync.WaitGroup
	var peakRSS int64
	var lat []time.Duration
	var healthFails int
	sampling.Add(1)
	go func() { // RSS and /healthz from another address, every half second
		defer sampling.Done()
		tick := time.NewTicker(500 * time.Millisecond)
		defer tick.Stop()
		for {
			select {
			case <-stop:
				return
			case <-tick.C:
				peakRSS = max(peakRSS, rss())
				peakOpen.Store(max(peakOpen.Load(), open.Load()))
				if d, err := healthz(); err != nil {
					healthFails++
				} else {
					lat = append(lat, d)
				}
			}
		}
	}()
	began := time.Now()
	var wg sync.WaitGroup
	var dialers sync.WaitGroup
	for a := range addresses {
		from := fmt.Sprintf("127.0.1.%d", a+10)
		for range 4 { // four dialers per address
			dialers.Add(1)
			go func() {
				defer dialers.Done()
				for range attempts / addresses / 4 {
					d := net.Dialer{LocalAddr: &net.TCPAddr{IP: net.ParseIP(from)}, Timeout: 5 * time.Second}
					c, err := d.Dial("tcp", addr)
					if err != nil {
						failed.Add(1)
						continue
					}
					dialed.Add(1)
					open.Add(1)
					wg.Add(1)
					go func() {
						defer wg.Done()
						defer c.Close()
						opened := time.Now()
						fmt.Fprintf(c, "POST /api/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 20000\r\n\r\n")
						go func() {
							for {
								time.Sleep(time.Second)
								if _, err := c.Write([]byte("a")); err != nil {
									return
								}
							}
						}()
						io.Copy(io.Discard, c)
						open.Add(-1)
						if time.Since(opened) < time.Second {
							refused.Add(1)
						}
					}()
				}
			}()
		}
	}
	dialers.Wait()
	t.Logf("20,000 attempts made in %s: %d connected, %d dials failed", time.Since(began).Round(time.Millisecond), dialed.Load(), failed.Load())
	time.Sleep(2 * time.Second)
	t.Logf("2 s later: %d held open, %d closed within a second of opening", open.Load(), refused.Load())
	allDone := make(chan struct{})
	go func() { wg.Wait(); close(allDone) }()
	select {
	case <-allDone:
		t.Logf("every slow connection closed %s after the first", time.Since(began).Round(time.Millisecond))
	case <-time.After(hold):
		t.Logf("%d still open %s after the first", open.Load(), time.Since(began).Round(time.Millisecond))
	}
	close(stop)
	sampling.Wait()
	var worst, sum time.Duration
	for _, d := range lat {
		worst, sum = max(worst, d), sum+d
	}
	mean := time.Duration(0)
	if len(lat) > 0 {
		mean = sum / time.Duration(len(lat))
	}
	t.Logf("peak open on the probe's side (held, and refused ones not yet seen closed) %d; peak RSS %d MiB; /healthz from 127.0.0.99: %d answered, %d failed, mean %s, worst %s",
		peakOpen.Load(), peakRSS, len(lat), healthFails, mean.Round(time.Microsecond), worst.Round(time.Microsecond))
}
