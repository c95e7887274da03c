package faces

// The classic colours of a mahjong set, dark enough to read on the ivory tile body.
const (
	red    = "#c8202a"
	green  = "#17803d"
	blue   = "#1d55a8"
	navy   = "#1c2757"
	gold   = "#e0a010"
	orange = "#e06a10"
	pink   = "#e0508a"
	purple = "#7a3aa8"
	brown  = "#7a4a22"
	white  = "#fff"
)
