// Package oneplayer is the view of Mah-Jongg One Player: the hand, the cross of lines
// and their scores, their elements, markup and changes, what a click or a drop plays, and the
// words of hints, notices and the result. The rules are the engine's
// (mahjong/engine/oneplayer); there is no DOM here, so all of it is tested natively.
package oneplayer
