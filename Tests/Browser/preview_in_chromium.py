#!/usr/bin/env python3
"""Drives the `epoxy serve` page in headless Chromium as a person would, over the DevTools
protocol on a pipe (standard library only): loads the page, points at an element and checks the
side panel shows its frame, clicks it with real mouse events, waits for the screen to change,
scrolls with the wheel and by dragging, switches to dark appearance, and takes screenshots; with
--break FILE, saves a broken FILE and checks the error overlay names its file:line over the last
good screen. Exits 0 when every step held, 1 otherwise.

    preview_in_chromium.py --url http://127.0.0.1:PORT/ --click counter --expect 'Count 1' \
        --screenshot light.png --dark-screenshot dark.png
"""
import argparse
import base64
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time


class Chromium:
    """A headless Chromium whose DevTools protocol runs over fds 3 (to it) and 4 (from it)."""

    def __init__(self, executable, width, height):
        self.profile = tempfile.mkdtemp(prefix="epoxy-chromium-")
        to_browser_read, self.to_browser = os.pipe()
        self.from_browser, from_browser_write = os.pipe()

        def wire_pipes():
            # Move both ends out of the way first (either may already be fd 3 or 4), then onto
            # 3 and 4 as inheritable descriptors (Python makes its pipes close-on-exec).
            reading, writing = os.dup(to_browser_read), os.dup(from_browser_write)
            reading, writing = os.dup2(reading, 100), os.dup2(writing, 101)
            os.dup2(reading, 3, inheritable=True)
            os.dup2(writing, 4, inheritable=True)

        self.process = subprocess.Popen(
            [executable, "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
             "--no-first-run", "--no-default-browser-check", "--hide-scrollbars", "--mute-audio",
             "--remote-debugging-pipe", f"--user-data-dir={self.profile}", f"--window-size={width},{height}",
             "about:blank"],
            stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
            preexec_fn=wire_pipes, close_fds=False)
        os.close(to_browser_read)
        os.close(from_browser_write)
        self.buffer = b""
        self.next_id = 0
        self.session = None

    def send(self, method, params=None, session=True, timeout=20):
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params or {}}
        if session and self.session:
            message["sessionId"] = self.session
        os.write(self.to_browser, json.dumps(message).encode() + b"\0")
        deadline = time.time() + timeout
        while time.time() < deadline:
            reply = self.read(deadline)
            if reply.get("id") == self.next_id:
                if "error" in reply:
                    raise RuntimeError(f"{method}: {reply['error']}")
                return reply.get("result", {})
        raise RuntimeError(f"{method}: no reply within {timeout} s")

    def read(self, deadline):
        while b"\0" not in self.buffer:
            if time.time() > deadline:
                raise RuntimeError("the browser stopped answering")
            chunk = os.read(self.from_browser, 1 << 16)
            if not chunk:
                raise RuntimeError("the browser closed the DevTools pipe")
            self.buffer += chunk
        message, self.buffer = self.buffer.split(b"\0", 1)
        return json.loads(message)

    def evaluate(self, expression):
        result = self.send("Runtime.evaluate", {"expression": expression, "returnByValue": True, "awaitPromise": True})
        if "exceptionDetails" in result:
            raise RuntimeError(f"page error in {expression!r}: {result['exceptionDetails']}")
        return result["result"].get("value")

    def wait_for(self, expression, what, timeout=20):
        deadline = time.time() + timeout
        while time.time() < deadline:
            value = self.evaluate(expression)
            if value:
                return value
            time.sleep(0.1)
        raise RuntimeError(f"timed out waiting for {what}")

    def mouse(self, kind, x, y, **extra):
        self.send("Input.dispatchMouseEvent", {"type": kind, "x": x, "y": y, **extra})

    def screenshot(self, path):
        data = self.send("Page.captureScreenshot", {"format": "png"})["data"]
        with open(path, "wb") as file:
            file.write(base64.b64decode(data))

    def close(self):
        try:
            self.send("Browser.close", session=False, timeout=5)
        except Exception:
            pass
        try:
            self.process.wait(timeout=5)
        except subprocess.TimeoutExpired:
            self.process.kill()
        shutil.rmtree(self.profile, ignore_errors=True)


def step(text):
    print(f"browser: {text}", flush=True)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--url", required=True)
    parser.add_argument("--click", required=True, help="the data-id of the element to click")
    parser.add_argument("--expect", required=True, help="text the screen shows after the click")
    parser.add_argument("--screenshot", required=True)
    parser.add_argument("--dark-screenshot")
    parser.add_argument("--scroll", action="store_true", help="also scroll with the wheel and by dragging")
    parser.add_argument("--break", dest="broken", metavar="FILE", help="then save FILE with an error and check the overlay")
    parser.add_argument("--error-screenshot")
    parser.add_argument("--chromium", default=shutil.which("chromium") or shutil.which("chromium-browser"))
    parser.add_argument("--width", type=int, default=1100)
    parser.add_argument("--height", type=int, default=900)
    args = parser.parse_args()
    if not args.url.startswith("http://127.0.0.1:"):
        sys.exit("preview_in_chromium: only loopback URLs are opened")

    browser = Chromium(args.chromium, args.width, args.height)
    try:
        target = browser.send("Target.createTarget", {"url": "about:blank"}, session=False)["targetId"]
        browser.session = browser.send("Target.attachToTarget", {"targetId": target, "flatten": True}, session=False)["sessionId"]
        browser.send("Page.enable")
        browser.send("Runtime.enable")
        browser.send("Page.navigate", {"url": args.url})
        version = browser.wait_for(
            "document.querySelector('#screen svg') && document.getElementById('status').textContent === 'live'"
            " && Number(document.body.dataset.version)", "the page to show the screen and go live")
        step(f"loaded {args.url} (state version {version}, live updates connected)")

        selector = json.dumps(f'#screen g[data-id="{args.click}"]')
        point = browser.evaluate(f"""(() => {{
            const group = document.querySelector({selector});
            if (!group) return null;
            const box = group.getBoundingClientRect();
            return {{ x: box.x + box.width / 2, y: box.y + box.height / 2 }};
        }})()""")
        if not point:
            raise RuntimeError(f"no element with data-id {args.click!r} on the page")
        browser.mouse("mouseMoved", point["x"], point["y"])
        hovered = browser.wait_for(
            "document.getElementById('hovered').textContent.includes('frame (') && document.getElementById('hovered').textContent",
            "the side panel to show the hovered element's frame")
        step("hovering shows " + " | ".join(hovered.splitlines()))

        browser.mouse("mousePressed", point["x"], point["y"], button="left", buttons=1, clickCount=1)
        browser.mouse("mouseReleased", point["x"], point["y"], button="left", buttons=0, clickCount=1)
        expect = json.dumps(args.expect)
        browser.wait_for(
            f"Number(document.body.dataset.version) > {version}"
            f" && document.querySelector('#screen svg').textContent.includes({expect})",
            f"the screen to show {args.expect!r} after the click")
        last = browser.evaluate("document.body.dataset.lastEvent")
        report = browser.evaluate("document.querySelector('#reports li') && document.querySelector('#reports li').innerText")
        step(f"clicked {args.click!r} ({last}); the screen shows {args.expect!r}; newest report: " + " | ".join((report or "").splitlines()))
        if not report or not report.startswith("tap("):
            raise RuntimeError(f"the side panel does not list the tap first: {report!r}")
        browser.evaluate("document.activeElement && document.activeElement.blur()")
        browser.screenshot(args.screenshot)
        step(f"screenshot {args.screenshot}")

        if args.scroll:
            start = float(browser.evaluate("document.body.dataset.scrollY"))
            browser.send("Input.dispatchMouseEvent", {"type": "mouseWheel", "x": point["x"], "y": point["y"], "deltaX": 0, "deltaY": 240})
            wheeled = float(browser.wait_for(
                f"Number(document.body.dataset.scrollY) > {start} && document.body.dataset.scrollY",
                "the wheel to scroll the collection"))
            step(f"the wheel scrolled the collection from y = {start:g} to y = {wheeled:g}")
            # A drag upwards by 120 points scrolls further down, and is no tap.
            taps = browser.evaluate("document.body.dataset.lastEvent")
            version = int(browser.evaluate("document.body.dataset.version"))
            x, y = point["x"], point["y"] + 200
            browser.mouse("mousePressed", x, y, button="left", buttons=1, clickCount=1)
            for offset in range(0, 121, 20):
                browser.mouse("mouseMoved", x, y - offset, button="left", buttons=1)
            browser.mouse("mouseReleased", x, y - 120, button="left", buttons=0, clickCount=1)
            # The page is drawn at full size in this window, so 120 pixels are 120 points.
            dragged = float(browser.wait_for(
                f"Number(document.body.dataset.scrollY) >= {wheeled + 115} && document.body.dataset.scrollY",
                "the drag to scroll the collection by its length"))
            time.sleep(0.3)
            if browser.evaluate("document.body.dataset.lastEvent") != taps:
                raise RuntimeError("the drag also tapped")
            step(f"dragging scrolled it to y = {dragged:g} (no tap)")

        if args.dark_screenshot:
            browser.evaluate("""(() => { const picker = document.getElementById('appearance-picker');
                picker.value = 'dark'; picker.dispatchEvent(new Event('change')); })()""")
            browser.wait_for(
                "document.querySelector('#screen svg').getAttribute('data-appearance') === 'dark'"
                " && document.body.dataset.appearance === 'dark'", "the dark appearance")
            browser.screenshot(args.dark_screenshot)
            step(f"dark appearance; screenshot {args.dark_screenshot}")

        if args.broken:
            with open(args.broken, "w") as file:
                file.write("local unused = 1\nreturn VGroup{ Lable.groupItem{} }\n")
            where = browser.wait_for(
                "document.getElementById('overlay').classList.contains('shown')"
                " && document.querySelector('#overlay .where').textContent", "the error overlay after saving a broken script")
            if f"{args.broken}:2" not in where:
                raise RuntimeError(f"the overlay does not name {args.broken}:2: {where!r}")
            if not browser.evaluate(f"document.querySelector('#screen svg').textContent.includes({expect})"):
                raise RuntimeError("the last good screen is gone")
            step(f"saving a broken script shows {where!r} over the last good screen")
            if args.error_screenshot:
                browser.screenshot(args.error_screenshot)
                step(f"screenshot {args.error_screenshot}")
    except Exception as error:  # every failure ends the test with its reason
        print(f"browser: FAILED: {error}", file=sys.stderr, flush=True)
        return 1
    finally:
        browser.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
