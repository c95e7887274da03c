package site

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
)

// CheckTarget refuses a folder that Assemble must not replace: one that is not empty and does
// not look like an earlier build (it has no main.wasm), so that nothing stale is uploaded and
// nobody's files are thrown away.
func CheckTarget(out string) error {
	entries, err := os.ReadDir(out)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return nil
	case err != nil:
		return err
	case len(entries) == 0:
		return nil
	}
	if info, err := os.Stat(filepath.Join(out, "main.wasm")); err != nil || !info.Mode().IsRegular() {
		return fmt.Errorf("%s is not empty and does not look like a site built by build.sh; not touching it", out)
	}
	return nil
}

// NewStage makes the folder a build of out is assembled in: beside out, so that renaming it
// to out stays on one file system, and hidden.
func NewStage(out string) (string, error) {
	parent := filepath.Dir(filepath.Clean(out))
	if err := os.MkdirAll(parent, 0o755); err != nil {
		return "", err
	}
	stage, err := os.MkdirTemp(parent, "."+filepath.Base(out)+".build-")
	if err != nil {
		return "", err
	}
	// MkdirTemp makes a folder only its owner can read; a site folder is read by a server.
	if err := os.Chmod(stage, 0o755); err != nil {
		os.RemoveAll(stage)
		return "", err
	}
	return stage, nil
}

// Replace puts the folder stage in the place of out and removes what out held before. When
// out exists the two are exchanged in one step where the system can (Linux), so that a server
// of out finds every file of one build or the other at every moment.
func Replace(stage, out string) error {
	if _, err := os.Lstat(out); errors.Is(err, fs.ErrNotExist) {
		return os.Rename(stage, out)
	}
	if err := exchange(stage, out); err != nil {
		return err
	}
	return os.RemoveAll(stage) // now the old build
}

// renameAside is the exchange of systems without an atomic one: out is renamed aside, stage
// into its place, for a moment out is missing.
func renameAside(stage, out string) error {
	aside := stage + ".old"
	if err := os.Rename(out, aside); err != nil {
		return err
	}
	if err := os.Rename(stage, out); err != nil {
		os.Rename(aside, out)
		return err
	}
	return os.Rename(aside, stage)
}

// CopyTree copies the files and folders under src into dst, which exists.
func CopyTree(src, dst string) error {
	return filepath.WalkDir(src, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, err := filepath.Rel(src, p)
		if err != nil {
			return err
		}
		target := filepath.Join(dst, rel)
		switch {
		case d.IsDir():
			return os.MkdirAll(target, 0o755)
		case d.Type().IsRegular():
			return copyFile(p, target)
		}
		return fmt.Errorf("%s is neither a file nor a folder", p)
	})
}

func copyFile(src, dst string) error {
	in, err := os.Open(src)
	if err != nil {
		return err
	}
	defer in.Close()
	out, err := os.OpenFile(dst, os.O_WRONLY|os.O_CREATE|os.O_TRUNC, 0o644)
	if err != nil {
		return err
	}
	if _, err := io.Copy(out, in); err != nil {
		out.Close()
		return err
	}
	return out.Close()
}
