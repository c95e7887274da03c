package msg

// Pseudo is the tag of the pseudo-language the build makes from the English text, every
// message bracketed and its letters accented, so that a test can see any text of the page
// that is not a message. The page takes it from lang=qps in its address only.
const Pseudo = "qps"
