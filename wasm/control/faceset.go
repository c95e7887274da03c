package control

import "mahjong/wasm/msg"

// The page shows the tile faces of a set of store.FaceSets with Doc.ShowFaces: the classic
// set is inside the page, another is downloaded the first time. When that fails, the faces
// stay as they were and the page says so (FacesFailed).

// facesFailed tells the player that the faces they chose could not be downloaded.
func (a *Controller) facesFailed() {
	a.show(msg.T("The tile faces you chose could not be downloaded; the tiles keep the faces they had."), true)
}
