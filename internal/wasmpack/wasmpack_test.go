package wasmpack

import (
	"bytes"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// testModule is a WebAssembly module with one page of memory, the given data segments
// (offset → bytes, written in the order given), a custom section after them and, when
// dataCount, a data count section.
func testModule(segs []dataSegment, dataCount bool) []byte {
	m := []byte("\x00asm\x01\x00\x00\x00")
	m = appendSection(m, 5, []byte{1, 0, 1}) // memory: one, min 1 page
	if dataCount {
		m = appendSection(m, 12, appendULEB(nil, uint64(len(segs))))
	}
	body := appendULEB(nil, uint64(len(segs)))
	for _, s := range segs {
		body = append(body, 0, 0x41)
		body = appendSLEB(body, int64(s.offset))
		body = append(body, 0x0b)
		body = appendULEB(body, uint64(len(s.data)))
		body = append(body, s.data...)
	}
	m = appendSection(m, 11, body)
	return appendSection(m, 0, []byte("\x04nameXYZ"))
}

// memoryImage is the first page of memory as the module's data segments leave it.
func memoryImage(t *testing.T, wasm []byte) []byte {
	t.Helper()
	mem := make([]byte, 65536)
	for addr, b := range written(t, wasm) {
		mem[addr] = b
	}
	return mem
}

func TestPackWasm(t *testing.T) {
	big := bytes.Repeat([]byte{7}, 300)
	tests := []struct {
		name      string
		segs      []dataSegment
		dataCount bool
		want      int // segments after packing
	}{
		{"none", nil, false, 0},
		{"one", []dataSegment{{100, []byte("abc")}}, false, 1},
		{"adjacent", []dataSegment{{100, []byte("abc")}, {103, []byte("def")}}, false, 1},
		{"small gaps", []dataSegment{{10, []byte("a")}, {30, []byte("b")}, {31 + Gap, []byte("c")}}, false, 1},
		{"a gap too long", []dataSegment{{10, []byte("a")}, {12 + Gap, []byte("b")}}, false, 2},
		{"out of order", []dataSegment{{8600, []byte("late")}, {8000, big}, {1, []byte("x")}, {8400, []byte("y")}}, true, 2},
		{"offsets of several LEB128 bytes", []dataSegment{{0x3fff, []byte("p")}, {0x4000, []byte("q")}, {0xfff0, []byte("r")}}, true, 2},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			in := testModule(tt.segs, tt.dataCount)
			out, err := Pack(in, Gap)
			if err != nil {
				t.Fatal(err)
			}
			if got := Segments(out); got != tt.want {
				t.Errorf("%d segments after packing, want %d", got, tt.want)
			}
			if diff := cmp.Diff(memoryImage(t, in), memoryImage(t, out)); diff != "" {
				t.Errorf("memory as the packed module starts it (-want +got):\n%s", diff)
			}
			secs, err := wasmSections(out)
			if err != nil {
				t.Fatal(err)
			}
			var ids []byte
			for _, s := range secs {
				ids = append(ids, s.id)
				if s.id == 12 {
					if n, _, _ := readULEB(s.body); n != uint64(tt.want) {
						t.Errorf("the data count section says %d, want %d", n, tt.want)
					}
				}
			}
			wantIDs := []byte{5, 11, 0}
			if tt.dataCount {
				wantIDs = []byte{5, 12, 11, 0}
			}
			if diff := cmp.Diff(wantIDs, ids); diff != "" {
				t.Errorf("sections (-want +got):\n%s", diff)
			}
		})
	}
}

func TestPackWasmRefuses(t *testing.T) {
	passive := []byte("\x00asm\x01\x00\x00\x00")
	passive = appendSection(passive, 11, []byte{1, 1, 2, 'h', 'i'}) // one passive segment
	tests := []struct {
		name string
		wasm []byte
	}{
		{"not wasm", []byte("hello, world")},
		{"overlapping segments", testModule([]dataSegment{{10, []byte("abcdef")}, {12, []byte("x")}}, false)},
		{"a passive segment", passive},
		{"a section past the end", append([]byte("\x00asm\x01\x00\x00\x00"), 11, 9, 0)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if out, err := Pack(tt.wasm, Gap); err == nil {
				t.Errorf("Pack = %d bytes, no error; want an error", len(out))
			}
		})
	}
}

// FuzzPack checks that Pack never panics, and that a module it packs leaves memory as the
// original does.
func FuzzPack(f *testing.F) {
	f.Add(testModule([]dataSegment{{100, []byte("abc")}, {103, []byte("def")}, {400, []byte("g")}}, true))
	f.Add(testModule(nil, false))
	f.Add([]byte("\x00asm\x01\x00\x00\x00\x0b\x05\x01\x00\x41\x00\x0b"))
	f.Fuzz(func(t *testing.T, wasm []byte) {
		out, err := Pack(wasm, Gap)
		if err != nil {
			return
		}
		if diff := cmp.Diff(written(t, wasm), written(t, out)); diff != "" {
			t.Errorf("the non-zero bytes the module writes to memory (-original +packed):\n%s", diff)
		}
	})
}

// written is the non-zero bytes the data segments of a module write to memory, by address
// (memory starts zero: the zero bytes a segment writes change nothing).
func written(t *testing.T, wasm []byte) map[uint64]byte {
	t.Helper()
	secs, err := wasmSections(wasm)
	if err != nil {
		t.Fatal(err)
	}
	mem := map[uint64]byte{}
	for _, s := range secs {
		if s.id != 11 {
			continue
		}
		segs, err := dataSegments(s.body)
		if err != nil {
			t.Fatal(err)
		}
		for _, sg := range segs {
			for i, b := range sg.data {
				if b != 0 {
					mem[sg.offset+uint64(i)] = b
				}
			}
		}
	}
	return mem
}
