// menu.js: on a phone, the toolbar's Menu button shows the controls its row leaves out (the
// game, Restart, Help, Daily, Statistics, Settings, Share) over the top of the page; a choice,
// a press elsewhere or Escape hides them again. The style sheet decides what the row shows;
// on a wider window the button is not shown and every control is in the toolbar. The site's
// build appends it to boot.js.
"use strict";

(function () {
  function start() {
    var top = document.getElementById("top"), bar = document.getElementById("controls"), b = document.getElementById("menu-open"), open = false;
    if (!b) return;
    // set shows or hides the menu; the header keeps its height meanwhile, so that the board
    // does not move under it. The focus goes to the button, not to a control now hidden.
    function set(on) {
      if (on === open) return;
      open = on;
      top.style.minHeight = on ? top.offsetHeight + "px" : "";
      bar.classList.toggle("open", on);
      b.setAttribute("aria-expanded", on);
      if (!on && bar.contains(document.activeElement)) b.focus();
    }
    bar.addEventListener("click", function (ev) {
      if (ev.target.closest("button")) set(b.contains(ev.target) && !open);
    });
    bar.addEventListener("change", function () { set(false); });
    document.addEventListener("pointerdown", function (ev) { if (!bar.contains(ev.target)) set(false); });
    document.addEventListener("keydown", function (ev) { if (ev.key === "Escape" && open) set(false); });
  }

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
  else start();
})();
