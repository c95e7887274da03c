package shanghai

import "mahjong/engine"

// ConstructionLine returns the removals the construction of p's deal picked, which win
// it, for the tests of package shanghai_test (the library of layouts).
func ConstructionLine(p *Position) []engine.Move {
	_, order := build(p.k, p.deal)
	ms := make([]engine.Move, len(order))
	for i, o := range order {
		ms[i] = engine.Move{Action: engine.Step, From: engine.Place(o[0]), To: engine.Place(o[1])}
	}
	return ms
}
