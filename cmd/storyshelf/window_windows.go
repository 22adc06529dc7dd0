package main

import (
	"syscall"
	"unsafe"
)

var getConsoleProcessList = syscall.NewLazyDLL("kernel32.dll").NewProc("GetConsoleProcessList")

// ownWindow is true when Storyshelf is the only program attached to its
// console: Windows opened that window because the program was double-clicked,
// and closes it the moment the program exits. From a terminal, the shell is
// attached too.
func ownWindow() bool {
	var ids [2]uint32
	n, _, _ := getConsoleProcessList.Call(uintptr(unsafe.Pointer(&ids[0])), uintptr(len(ids)))
	return n == 1
}
