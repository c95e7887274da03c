package link

import "mahjong/engine"

// MaxDeal is the largest deal number a link (or a save) may carry: engine.MaxDeal, the same
// everywhere.
const MaxDeal = engine.MaxDeal
