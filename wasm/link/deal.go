package link

// MaxDeal is the largest deal number a link may carry: the largest integer a JavaScript
// number holds exactly, so that the number reads the same in Go, in the DOM and in tests.
const MaxDeal = 1<<53 - 1
