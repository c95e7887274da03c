package stones

// Scoring, from the original Ishido manual (docs/rules.md#stones-score); every Stones game
// shows the score (decided), though only emptying the stock wins.
//
// A stone placed on the outer ring scores 0. Inside, it scores 1, 2, 4 or 8 for 1, 2, 3 or 4
// neighbours (0 for none, which only Free Stones and Throwing Stones allow), doubled once for
// every four-neighbour placement ("4-way") made before it. The k-th 4-way also earns the k-th
// bonus of fourWayBonus; past the twelfth, each 4-way earns the last bonus again [decided:
// the manual's table stops at twelve]. When the game ends the end bonus is added: 1000 when
// the stock is empty, 500 when one stone is left, 100 when two are.

var fourWayBonus = [...]int{25, 50, 100, 200, 400, 600, 800, 1000, 5000, 10000, 25000, 50000}

// maxDoublings caps the doubling so that a position read from text with a huge "fourways"
// line cannot overflow the score; no game of 72 stones comes near it.
const maxDoublings = 40

// placementScore returns what a stone with n neighbours on sq scores after fourWays earlier
// 4-ways, including the 4-way bonus when n is 4.
func (r *rules) placementScore(sq, n, fourWays int) int {
	score := 0
	if !r.outer[sq] && n > 0 {
		d := fourWays
		if d > maxDoublings {
			d = maxDoublings
		}
		score = 1 << (n - 1) << d
	}
	if n == 4 {
		k := fourWays
		if k >= len(fourWayBonus) {
			k = len(fourWayBonus) - 1
		}
		score += fourWayBonus[k]
	}
	return score
}

// endBonus returns the bonus for a game that ended with left stones in the stock.
func endBonus(left int) int {
	switch left {
	case 0:
		return 1000
	case 1:
		return 500
	case 2:
		return 100
	}
	return 0
}
