// The keypad page holds no calculator logic: every key goes to POST /v1/keys, whose session
// (on the server) owns the brain; the page shows the display state it answers.
"use strict";
(() => {
  const $ = (id) => document.getElementById(id);
  const display = $("display"), description = $("description"), error = $("error");
  const digitsSelect = $("digits"), localeSelect = $("locale"), profileSelect = $("profile");
  let session = null, angle = "rad", queue = Promise.resolve(), lastOperator = null;

  // The digits the server allows, from /healthz.
  const digitChoices = [8, 12, 16, 20, 30, 50, 100, 200, 500, 1000, 10000, 100000, 1000000];
  fetch("/healthz").then((r) => r.json()).then((health) => {
    for (const n of digitChoices.filter((n) => n <= (health.maxDigits || 10000))) {
      digitsSelect.add(new Option(String(n), String(n), n === 12, n === 12));
    }
  });

  function settings() {
    const digits = Number(digitsSelect.value || 12);
    return { digits: Math.max(digits, 30), displayDigits: digits, locale: localeSelect.value,
             profile: profileSelect.value, angle };
  }

  // Sends `keys` (tokens separated by spaces) in order; a new session starts when there is none.
  function send(keys) {
    queue = queue.then(async () => {
      const body = session ? { session, keys, angle } : { keys, ...settings() };
      let response = await fetch("/v1/keys", { method: "POST", headers: { "Content-Type": "application/json" },
                                               body: JSON.stringify(body) });
      let answer = await response.json();
      if (response.status === 404 && session) {
        // The session expired on the server: start again.
        session = null;
        response = await fetch("/v1/keys", { method: "POST", headers: { "Content-Type": "application/json" },
                                             body: JSON.stringify({ keys, ...settings() }) });
        answer = await response.json();
      }
      if (!response.ok) { error.textContent = answer.error || ("HTTP " + response.status); return; }
      show(answer);
    }).catch((e) => { error.textContent = String(e); });
    return queue;
  }

  function show(state) {
    session = state.session;
    display.textContent = state.display;
    description.textContent = state.description;
    error.textContent = state.error || "";
    $("clear").textContent = state.clearLabel;
    $("clear").dataset.key = state.clearLabel;
    $("clear").setAttribute("aria-label", state.clearLabel === "C" ? "clear" : "all clear");
    $("memory-indicator").hidden = !state.memory;
    angle = state.angle || angle;
    $("angle-indicator").textContent = angle === "deg" ? "Deg" : "Rad";
    $("angle").textContent = angle === "deg" ? "Rad" : "Deg";
    for (const b of document.querySelectorAll(".operator.pending")) b.classList.remove("pending");
    if (state.pending && lastOperator) lastOperator.classList.add("pending");
    fit();
  }

  // Shrinks the display's font for a long number, down to a third; beyond that it scrolls.
  function fit() {
    display.style.fontSize = "";
    let size = parseFloat(getComputedStyle(display).fontSize);
    const smallest = size / 3;
    while (display.scrollWidth > display.clientWidth && size > smallest) {
      size *= 0.9;
      display.style.fontSize = size + "px";
    }
    display.scrollLeft = display.scrollWidth;
  }

  function press(button) {
    if (button.hasAttribute("data-angle")) {
      angle = angle === "deg" ? "rad" : "deg";
      return send("");
    }
    if (button.classList.contains("operator") && button.dataset.key !== "=") lastOperator = button;
    button.classList.add("pressed");
    setTimeout(() => button.classList.remove("pressed"), 120);
    return send(button.dataset.key);
  }

  for (const button of document.querySelectorAll("button[data-key], button[data-angle]")) {
    button.addEventListener("click", () => press(button));
  }

  // A new session when a setting of the session changes.
  for (const select of [digitsSelect, localeSelect, profileSelect]) {
    select.addEventListener("change", () => { session = null; send(""); });
  }

  $("copy").addEventListener("click", () => {
    const text = display.textContent;
    if (navigator.clipboard) navigator.clipboard.writeText(text).catch(() => {});
  });

  const keyboard = { "*": "×", "x": "×", "/": "÷", "-": "−", "+": "+", "%": "%", "^": "xʸ", "Enter": "=", "=": "=",
                     "Backspace": "back", "Escape": "AC", ".": ".", ",": ".", "!": "x!", "e": "e", "p": "π", "r": "√" };
  document.addEventListener("keydown", (event) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    if (event.target instanceof HTMLSelectElement) return;
    let key = /^[0-9]$/.test(event.key) ? event.key : keyboard[event.key];
    if (!key) return;
    if (key === "AC") key = $("clear").dataset.key;
    // Enter on a focused button presses that button, as a click does.
    if (event.key === "Enter" && event.target instanceof HTMLButtonElement) return;
    event.preventDefault();
    const button = [...document.querySelectorAll("button[data-key]")].find((b) => b.dataset.key === key);
    if (button) press(button); else send(key);
  });

  window.addEventListener("resize", fit);
  window.bigcalcIdle = () => queue;  // for the browser test: resolves when every key sent has been answered
  send("");
})();
