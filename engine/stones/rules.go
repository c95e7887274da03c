package stones

import "strconv"

// maxSquares is the size of the largest board (12×8); every board is stored in an array of
// this size so that positions copy and hash without allocating.
const maxSquares = 96

// Board is the content of every square, row-major; squares past Cols×Rows stay empty.
type Board [maxSquares]Stone

// rules is what distinguishes one Stones game from another (docs/rules.md#stones), plus the board
// geometry worked out once.
type rules struct {
	id, name    string
	cols, rows  int
	colours     int   // C: the game has C colours, C symbols and two of each combination
	opening     []int // squares of the opening stones, in the order they are filled
	free        bool  // a stone may go where it has no neighbour
	strict      bool  // strict matching (colour/symbol mix) rather than relaxed
	squares     int
	neighbours  [maxSquares][4]int8 // left, right, above, below; -1 past the edge
	outer       [maxSquares]bool
	description string // for error messages: "12×8"
}

// Directions of neighbours, in the order of rules.neighbours.
const (
	left = iota
	right
	above
	below
)

var directionNames = [4]string{"to the left", "to the right", "above", "below"}

func newRules(id, name string, cols, rows, colours int, middle []int, free, strict bool) *rules {
	r := &rules{id: id, name: name, cols: cols, rows: rows, colours: colours, free: free, strict: strict}
	r.squares = cols * rows
	r.opening = append([]int{0, cols - 1, (rows - 1) * cols, rows*cols - 1}, middle...)
	for sq := 0; sq < maxSquares; sq++ {
		r.neighbours[sq] = [4]int8{-1, -1, -1, -1}
	}
	for sq := 0; sq < r.squares; sq++ {
		row, col := sq/cols, sq%cols
		if col > 0 {
			r.neighbours[sq][left] = int8(sq - 1)
		}
		if col < cols-1 {
			r.neighbours[sq][right] = int8(sq + 1)
		}
		if row > 0 {
			r.neighbours[sq][above] = int8(sq - cols)
		}
		if row < rows-1 {
			r.neighbours[sq][below] = int8(sq + cols)
		}
		r.outer[sq] = row == 0 || col == 0 || row == rows-1 || col == cols-1
	}
	r.description = strconv.Itoa(cols) + "×" + strconv.Itoa(rows)
	return r
}

// The six games, in the order of docs/rules.md. The near-middle opening squares are (row 3,
// col 5) and (row 4, col 6) on 12×8 and (row 3, col 4) on 10×7, 0-based [decided].
var allRules = []*rules{
	newRules("mahjongg-stones", "MahJongg Stones", 12, 8, 6, []int{3*12 + 5, 4*12 + 6}, false, true),
	newRules("free-stones", "Free Stones", 12, 8, 6, []int{3*12 + 5, 4*12 + 6}, true, true),
	newRules("loose-stones", "Loose Stones", 12, 8, 6, []int{3*12 + 5, 4*12 + 6}, false, false),
	newRules("throwing-stones", "Throwing Stones", 12, 8, 6, []int{3*12 + 5, 4*12 + 6}, true, false),
	newRules("small-stones", "Small Stones", 10, 7, 5, []int{3*10 + 4}, false, true),
	newRules("tiny-pebbles", "Tiny Pebbles", 8, 6, 4, nil, false, true),
}

func rulesFor(id string) *rules {
	for _, r := range allRules {
		if r.id == id {
			return r
		}
	}
	return nil
}

// SquareName returns a square's notation on a board of cols columns: the column letter
// (a from the left) and the row number (1 at the top), as "e4".
func SquareName(square, cols int) string {
	return string(rune('a'+square%cols)) + strconv.Itoa(square/cols+1)
}
