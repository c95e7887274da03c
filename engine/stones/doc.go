// Package stones is the Stones family (Ishido-like, docs/rules.md#stones): stones of C colours
// and C symbols, two of each, are placed one by one from a fixed stock onto a board, each
// next to stones it matches. The six games, by id: mahjongg-stones, free-stones,
// loose-stones, throwing-stones (12×8, 6×6 stones), small-stones (10×7, 5×5) and
// tiny-pebbles (8×6, 4×4). Free Stones and Throwing Stones allow a stone where it touches
// nothing; Loose Stones and Throwing Stones use relaxed matching [decided]. A game is won
// when the stock is empty and lost when the current stone has no legal square; every game
// also keeps the original Ishido score (score.go), which includes the end bonus once the game
// has ended.
//
// # Stones
//
// A stone is written as a colour letter and a symbol digit: colours R G B Y P O (Red, Green,
// Blue, Yellow, Purple, Orange), symbols 1–6 (circle, triangle, square, star, diamond,
// cross); a game with C colours uses the first C of each. "R4" is the Red star; ".." is an
// empty square. Colour.String, Symbol.String and Stone.String give the names for people, so
// that a player who cannot tell the colours apart can play by symbol.
//
// # Squares and moves
//
// Squares are numbered 0 to Cols×Rows-1, row-major from the top left, and named by column
// letter (a from the left) and row number (1 at the top): on 12×8, square 0 is "a1" and
// square 95 is "l8". The stock is the place StockPlace; every move is engine.Step from the
// stock to a square, written as the square ("e4").
//
// # Matching
//
// Neighbours are left, right, above and below. Relaxed matching asks each neighbour to share
// the colour or the symbol. Strict matching also asks for a mix, read as an assignment: each
// neighbour is assigned to "colour" or "symbol" and shares what it is assigned, with exactly
// one of each for two neighbours, at least one of each for three, two of each for four (see
// match.go). Position.Reason says in words why a square is refused.
//
// # Notation
//
// A position is the common header with "score" and "fourways" (the number of placements
// with four neighbours so far, which doubles later scores), a blank line, the stock in order
// with the stone to place first, then the board rows:
//
//	game: tiny-pebbles
//	deal: 1
//	score: 0
//	fourways: 0
//
//	stock: G2 G2 Y2 Y3 R1 R3 R4 B1 B3 B1 Y1 G3 Y4 R4 Y1 R1 R2 G4 B2 R2 G1 G4 G3 B2 Y4 B3 Y3 B4
//	B4 .. .. .. .. .. .. R3
//	.. .. .. .. .. .. .. ..
//	.. .. .. .. .. .. .. ..
//	.. .. .. .. .. .. .. ..
//	.. .. .. .. .. .. .. ..
//	G1 .. .. .. .. .. .. Y2
//
// Here the Green triangle may go on a5 or b6 (next to the Green circle) or on h5 or g6 (next
// to the Yellow triangle). Parse accepts codes in any letter case and checks the board size,
// the codes and that no stone appears more than twice; a position may hold fewer stones than
// a full game, so that studies and tests can be written small.
//
// # Dealing
//
// Game n is dealt from engine.NewRand(variant id, n): the opening stones, one per corner and
// the near-middle squares, show every colour once and every symbol once; the other stones,
// shuffled, are the stock (deal.go).
//
// # For a UI
//
// Position gives Cols, Rows, Squares, Colours, At, IsOuter, Neighbours, Current, Stock,
// StockLeft, Score, FourWays, LegalSquares, Reason and ScoreAt; Hint suggests a square;
// Solve decides whether every stone can still be placed.
package stones
