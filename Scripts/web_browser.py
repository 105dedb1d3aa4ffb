"""What Scripts/web-test.py and Scripts/web-bench.py share: the local server and the browser.

`serve(directory)` serves a directory on 127.0.0.1 only (a free port, Python's http.server, with
the two cross-origin isolation headers so that performance.now() has 5 µs resolution instead of
100 µs, and no caching); it returns the server (stop it with `server.shutdown()`) and its base
address. `start_browser()` starts headless Chromium (the CHROMIUM and CHROMEDRIVER binaries) in a
1000 × 900 window through selenium. `open_page(driver, url, seconds)` opens a page and waits
for it to say it is ready. `DevTools(driver)` is a DevTools Protocol connection of the script's
own to the page (Scripts/web-bench.py's mouse events and metrics, Scripts/web-probe.py's
profile).
"""

import functools
import http.server
import itertools
import json
import os
import threading
import time
import urllib.request

import websocket  # websocket-client, which selenium itself requires

from selenium import webdriver
from selenium.webdriver.chrome.service import Service


class Handler(http.server.SimpleHTTPRequestHandler):
    """Static files with cross-origin isolation (finer timers) and no caching."""

    def end_headers(self):
        self.send_header("Cross-Origin-Opener-Policy", "same-origin")
        self.send_header("Cross-Origin-Embedder-Policy", "require-corp")
        self.send_header("Cache-Control", "no-store")
        super().end_headers()

    def log_message(self, *args):
        pass


Handler.extensions_map = {**Handler.extensions_map, ".wasm": "application/wasm",
                          ".js": "text/javascript"}


def serve(directory):
    """Serves `directory` on 127.0.0.1 (a free port) in a daemon thread: (server, base URL)."""
    server = http.server.ThreadingHTTPServer(
        ("127.0.0.1", 0), functools.partial(Handler, directory=directory))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}/"


def start_browser():
    """Headless Chromium through selenium, with the browser console's log kept."""
    options = webdriver.ChromeOptions()
    options.binary_location = os.environ.get("CHROMIUM", "/usr/bin/chromium")
    for arg in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu",
                "--window-size=1000,900", "--hide-scrollbars=false"):
        options.add_argument(arg)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    service = Service(os.environ.get("CHROMEDRIVER", "/usr/bin/chromedriver"))
    return webdriver.Chrome(service=service, options=options)


def open_page(driver, url, seconds=5):
    """Opens `url` and waits up to `seconds` for `document.body.dataset.ready`; returns whether
    the page became ready."""
    driver.get(url)
    for _ in range(int(seconds / 0.05)):
        if driver.execute_script("return document.body.dataset.ready === 'true'"):
            return True
        time.sleep(0.05)
    return False


class DevTools:
    """A DevTools Protocol connection of its own to the page's target (the browser's debugging
    address, which chromedriver opens), for everything inside a measured window: mouse events,
    metrics, a profile, the wait for the last frames. Sent through chromedriver
    (`execute_cdp_cmd`, `execute_async_script`), each command also ran chromedriver's own
    scripts in the page (two evaluations per command: about 0.15 ms of script and 1.8 ms of
    task per event on a page with no script at all); sent here, a command costs the page only
    its own handling. Each call waits for the command's answer (events on the connection are
    skipped)."""

    def __init__(self, driver):
        address = driver.capabilities["goog:chromeOptions"]["debuggerAddress"]
        with urllib.request.urlopen(f"http://{address}/json") as answer:
            targets = json.loads(answer.read())
        page = next(t for t in targets if t["type"] == "page")
        self.socket = websocket.create_connection(page["webSocketDebuggerUrl"],
                                                  suppress_origin=True)
        self.ids = itertools.count(1)

    def send(self, method, **params):
        """Sends `method` with `params` and returns its answer's result."""
        number = next(self.ids)
        self.socket.send(json.dumps({"id": number, "method": method, "params": params}))
        while True:
            message = json.loads(self.socket.recv())
            if message.get("id") == number:
                if "error" in message:
                    raise AssertionError(f"{method}: {message['error']}")
                return message.get("result")
