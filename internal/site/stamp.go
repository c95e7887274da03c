package site

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
)

// Stamp is the build stamp of the site in dir: a hash of every file, so that the service
// worker's cache changes exactly when something it serves does. It is the first 12 hex digits
// of the SHA-256 of the listing that `sha256sum` prints of the files, in byte order of their
// names ("HASH  ./name" lines), as build.sh computed it before.
func Stamp(dir string) (string, error) {
	var names []string
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || !d.Type().IsRegular() {
			return err
		}
		rel, err := filepath.Rel(dir, p)
		names = append(names, "./"+filepath.ToSlash(rel))
		return err
	})
	if err != nil {
		return "", err
	}
	slices.Sort(names)
	list := sha256.New()
	for _, n := range names {
		sum, err := fileSum(filepath.Join(dir, filepath.FromSlash(n)))
		if err != nil {
			return "", err
		}
		fmt.Fprintf(list, "%s  %s\n", sum, n)
	}
	return hex.EncodeToString(list.Sum(nil))[:12], nil
}

func fileSum(p string) (string, error) {
	f, err := os.Open(p)
	if err != nil {
		return "", err
	}
	defer f.Close()
	h := sha256.New()
	if _, err := io.Copy(h, f); err != nil {
		return "", err
	}
	return hex.EncodeToString(h.Sum(nil)), nil
}

// stampMark is what ApplyStamp replaces by the stamp.
const stampMark = "__BUILD__"

// ApplyStamp writes the stamp in the place of every __BUILD__ of dir's sw.js and boot.js. An
// sw.js with no place for it is an error, reported once both files are written: its cache
// would not follow builds.
func ApplyStamp(dir, stamp string) error {
	for _, name := range []string{"sw.js", "boot.js"} {
		p := filepath.Join(dir, name)
		b, err := os.ReadFile(p)
		if os.IsNotExist(err) {
			continue
		} else if err != nil {
			return err
		}
		if err := os.WriteFile(p, []byte(strings.ReplaceAll(string(b), stampMark, stamp)), 0o644); err != nil {
			return err
		}
	}
	if sw, err := os.ReadFile(filepath.Join(dir, "sw.js")); err == nil && !strings.Contains(string(sw), stamp) {
		return fmt.Errorf("sw.js has no %s placeholder; its cache will not follow builds", stampMark)
	}
	return nil
}
