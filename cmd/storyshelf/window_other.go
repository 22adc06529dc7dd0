//go:build !windows

package main

// ownWindow: elsewhere a program runs in a terminal that stays open after it.
func ownWindow() bool { return false }
