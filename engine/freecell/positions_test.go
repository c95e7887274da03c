package freecell

// Positions written by hand from docs/rules.md (#freecell, #sea) for the rule tables. Each
// keeps the full tile set: what is not on the tableau or in a cell is on the foundations.

// seaS1: building below, suit rules, cells, empty columns. Piles 4 and 8 show a 5; pile
// 12 waits for its East Wind, which is in cell 1.
const seaS1 = `
dragons: Rd Gd Wd
piles: Ww Nw Sw 5b | Ww Nw Sw 5c | Ww Nw Sw 9d
cells: Ew .. .. .. .. ..`

const seaS1Cell = `
dragons: Rd Gd Wd
piles: Ww Nw Sw 5b | Ww Nw Sw 5c | Ww Nw Sw 9d
cells: Ew .. .. ..`

const seaS1Grid = `
9b 9c Ew Ew 7b 6c
8b 7c 6b 8c`

// seaS3: the rank lock. The Bamboo piles show 5 5 5 4: with the lock only pile 4 takes
// anything (the last 5), without it piles 1–3 take a 6.
const seaS3 = `
dragons: Rd Gd Wd
piles: 5b 5b 5b 4b | Ww Nw Sw Ew | Ww Nw Sw Ew
cells: .. .. .. .. .. ..`

const seaS3Grid = `
Ww Nw Sw Ew 6b
9b 8b 7b 6b
9b 8b 7b 6b
9b 8b 7b 6b
9b 8b 7b 5b`

// seaD: Dragon kinds. Set 1 builds on Red; set 2 has no Dragon yet; White belongs to set 3.
const seaD = `
dragons: Rd .. Wd
piles: .. Nw Sw Ew | .. .. .. .. | Ww Nw Sw Ew
cells: Gd Gd .. .. .. ..`

const seaDGrid = `
9c 9c 9c 9c Ww 9b Gd Gd Rd
8c 8c 8c 8c Nw 8b
7c 7c 7c 7c Sw 7b
6c 6c 6c 6c Ew 6b
5c 5c 5c 5c Ww 5b
4c 4c 4c 4c .. 4b
3c 3c 3c 3c .. 3b
2c 2c 2c 2c .. 2b
1c 1c 1c 1c .. 1b`

// seaG: group moves. Column 1 ends in the run Ew 9b 8b 7b 6b; two cells are free, so
// groups of at most 3 move, however many columns are empty.
const seaG = `
dragons: Rd Gd Wd
piles: Ww Nw Sw 5b | Ww Nw Sw 6c | Ww Nw Sw 6d
cells: 7d 8d 9d Ew .. ..`

const seaGGrid = `
Ew 9c
9b 8c
8b 7c
7b Ew
6b`

// seaG2: four free cells (groups up to 5); column 1 ends in a run headed by a Wind.
const seaG2 = `
dragons: Rd Gd Wd
piles: Ww Nw Sw 5b | Ww Nw Sw 6c | Ww Nw Sw 8d
cells: 9d Ew .. .. .. ..`

const seaG2Grid = `
8c 9c
Ew 7c
9b Ew
8b
7b
6b`

// seaR: a group must fit in the rows: column 1 has 7 tiles, column 3 has 2, both end in
// an East Wind; column 2 ends in the run 9b 8b 7b 6b.
const seaR = `
dragons: Rd Gd Wd
piles: Ww Nw Sw 5b | Ww Nw Sw 1c | Ww Nw Sw Ew
cells: .. .. .. .. .. ..`

const seaRGrid = `
2c 9c 8c
3c 9b Ew
4c 8b
5c 7b
6c 6b
7c
Ew`

// seaW: Wind binding: the Bamboo piles show 9 9 9 8 and their four Winds are out.
const seaW = `
dragons: Rd Gd Wd
piles: 9b 9b 9b 8b | Ww Nw Sw Ew | Ww Nw Sw Ew
cells: .. .. .. .. .. ..`

const seaWGrid = `
Ww Nw Sw Ew 9b`

// mfcF1: MahJongg FreeCell, one level: building below and new levels on Winds, empty
// columns taking only Winds. The cells are full.
const mfcF1 = `
dragons: Rd Gd Wd
piles: Ww Nw Sw Ew | 8c 8c 8c 8c | 8d 8d 8d 8d
cells: 9d 9c 9d 9c`

const mfcF1Grid = `
Ew 9c 9d Nw Ww 9d Ew
Sw .. .. 9c .. .. Sw
.. .. .. .. .. .. Ww
.. .. .. .. .. .. Nw`

// mfcF2: levels. Column 1 has a second level (9c on the top-row East Wind) over its
// South and North Winds; column 3 has three levels, Ew, 9d, 8c, one tile each, so only the
// 8c is free; column 5 fills all 8 rows.
const mfcF2 = `
dragons: Rd Gd Wd
piles: Ww Nw Sw Ew | 7c 7c 7c 7c | 7d 7d 7d 7d
cells: 9c 8d .. ..`

const mfcF2L1 = `
Ew Ww Ew Sw 9d
Sw 9d .. Nw 8d
Nw 8c .. Ww 8d
.. .. .. 9d 8d
.. .. .. .. 8c
.. .. .. .. 8c
.. .. .. .. 9c
.. .. .. .. 9c`

const mfcF2L2 = `9c .. 9d`
const mfcF2L3 = `.. .. 8c`

// mfcW: one Wind of each kind per set, no binding.
const mfcW = `
dragons: Rd Gd Wd
piles: Ww 9b 9b 9b | Ww Nw Sw Ew | Nw Sw Ew 9d
cells: .. .. .. ..`

const mfcWGrid = `Ww Nw Sw Ew`

// longL1: Long FreeCell near its end: Seasons close the piles; empty columns take only a
// Season; set 3 already has its Winter; set 2 still waits for its East Wind.
const longL1 = `
dragons: Rd Gd Wd
piles: Ww+Sp Nw+Su Sw+Au Ew+Wi | Ww Nw Sw 9c | Ww+Wi Nw Sw Ew
cells: .. .. .. ..`

const longL1Grid = `
Sp Sp Au
Su Su Ew
Au
Wi`
