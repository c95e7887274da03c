package site

import (
	"compress/gzip"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"

	"github.com/andybalholm/brotli"

	"mahjong/internal/server"
)

// Precompress writes name.gz and name.br beside every compressible file under dir, at the
// best compression of each, and removes .gz and .br files whose original is gone. A
// compressed file carries its original's modification time; one whose time differs is stale
// and is written again, so running it twice does the work once. It returns how many files it
// compressed.
func Precompress(dir string) (int, error) {
	var jobs []string
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		ext := filepath.Ext(p)
		switch {
		case server.Compressible(p):
			jobs = append(jobs, p)
		case ext == ".gz" || ext == ".br":
			orig := strings.TrimSuffix(p, ext)
			if _, serr := os.Stat(orig); errors.Is(serr, fs.ErrNotExist) && server.Compressible(orig) {
				return os.Remove(p)
			}
		}
		return nil
	})
	if err != nil {
		return 0, err
	}

	// The .wasm dominates; a few workers keep both cores busy on the rest meanwhile.
	var (
		wg    sync.WaitGroup
		mu    sync.Mutex
		first error
		count int
	)
	work := make(chan string)
	for range 2 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for p := range work {
				did, err := compressFile(p)
				mu.Lock()
				if err != nil && first == nil {
					first = err
				}
				if did {
					count++
				}
				mu.Unlock()
			}
		}()
	}
	for _, p := range jobs {
		work <- p
	}
	close(work)
	wg.Wait()
	return count, first
}

// compressFile brings p.gz and p.br up to date with p and reports whether it wrote any.
func compressFile(p string) (bool, error) {
	info, err := os.Stat(p)
	if err != nil {
		return false, err
	}
	did := false
	for _, enc := range []struct {
		suffix string
		writer func(io.Writer) io.WriteCloser
	}{
		{".gz", func(w io.Writer) io.WriteCloser {
			zw, _ := gzip.NewWriterLevel(w, gzip.BestCompression) // a valid level cannot fail
			return zw
		}},
		{".br", func(w io.Writer) io.WriteCloser {
			return brotli.NewWriterOptions(w, brotli.WriterOptions{Quality: brotli.BestCompression, LGWin: 24})
		}},
	} {
		out := p + enc.suffix
		if ci, err := os.Stat(out); err == nil && ci.ModTime().Equal(info.ModTime()) {
			continue
		}
		if err := writeCompressed(p, out, info.ModTime(), enc.writer); err != nil {
			return did, err
		}
		did = true
	}
	return did, nil
}

// writeCompressed compresses src into dst through a temporary file, so that a reader never
// sees half a file, and gives dst the modification time of src.
func writeCompressed(src, dst string, mtime time.Time, newWriter func(io.Writer) io.WriteCloser) error {
	in, err := os.Open(src)
	if err != nil {
		return err
	}
	defer in.Close()
	tmp, err := os.CreateTemp(filepath.Dir(dst), ".precompress-*")
	if err != nil {
		return err
	}
	defer os.Remove(tmp.Name()) // fails harmlessly once renamed
	zw := newWriter(tmp)
	if _, err := io.Copy(zw, in); err != nil {
		tmp.Close()
		return fmt.Errorf("compressing %s: %w", src, err)
	}
	if err := zw.Close(); err != nil {
		tmp.Close()
		return fmt.Errorf("compressing %s: %w", src, err)
	}
	if err := tmp.Chmod(0o644); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	if err := os.Chtimes(tmp.Name(), mtime, mtime); err != nil {
		return err
	}
	return os.Rename(tmp.Name(), dst)
}
