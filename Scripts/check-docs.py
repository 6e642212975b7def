#!/usr/bin/env python3
"""Checks the documentation site Scripts/build-docs.sh made, in a real browser.

1. Every top-level public symbol of every documented module is curated by hand in a topic
   group (its module's landing page or an article), not left to DocC's default groups; members
   are counted in the groups DocC makes on their type's page.
2. No internal link is broken: every page's references lead to pages the site has, and no
   link is relative (a repository path would lead nowhere on the site).
3. Headless Chromium (Debian's `chromium`), driven over its DevTools protocol, loads the site's
   landing page, every module's landing page and every article: each shows its title, every
   code listing it has, and links only to pages that exist.
   Every picture a page has (the showcase's screens, the console's widgets: SVG drawn by the
   package's own rendering) loads, and draws every character of every run: spaces kept, so
   its columns line up.
4. The navigator's filter (the site's search over its index) finds a symbol.
5. `.spi.yml` lists as documentation targets exactly the targets that have a catalog, so the
   Swift Package Index builds what this site builds.

Usage: Scripts/check-docs.py [SITE]     (default .build/docs/site; symbol graphs beside it)
Exit status 1 with every problem named.
"""
import base64
import functools
import glob
import hashlib
import http.server
import json
import os
import pathlib
import shutil
import socket
import struct
import subprocess
import sys
import tempfile
import threading
import time
import urllib.request

root = pathlib.Path(__file__).resolve().parent.parent
site = pathlib.Path(sys.argv[1]) if len(sys.argv) > 1 else root / ".build/docs/site"
graphs = site.parent / "symbol-graphs"
problems: list[str] = []
if not (site / "data/documentation.json").is_file():
    sys.exit(f"check-docs: there is no documentation site in {site}; Scripts/build-docs.sh builds it")


def problem(text: str) -> None:
    problems.append(text)
    print("  problem: " + text)


def page_json(url_path: str) -> dict | None:
    """The render JSON of the page at /documentation/…, or None."""
    path = site / "data" / (url_path.strip("/").lower() + ".json")
    return json.loads(path.read_text()) if path.is_file() else None


# --- 5. The Swift Package Index's targets -----------------------------------------------------

import re

spi = (root / ".spi.yml").read_text() if (root / ".spi.yml").is_file() else ""
listed = re.findall(r"^\s+- (\w+)\s*$", spi.split("documentation_targets:", 1)[-1], re.M) if spi else []
catalogs = sorted(path.parent.name for path in root.glob("Sources/*/*.docc"))
manifest = (root / "Package.swift").read_text()
if sorted(listed) != catalogs:
    problem(f".spi.yml lists {sorted(listed)} as documentation targets; the targets with a catalog are {catalogs}")
for target in listed:
    if f'name: "{target}"' not in manifest:
        problem(f".spi.yml lists '{target}', which Package.swift declares no target of")
print(f"spi: {len(listed)} documentation targets, one per catalog")

# --- 1. Curation ------------------------------------------------------------------------------

pages = {}  # url path -> render JSON
for path in (site / "data").rglob("*.json"):
    rel = "/" + str(path.relative_to(site / "data"))[:-len(".json")]
    pages[rel.lower()] = json.loads(path.read_text())
by_usr = {}
for url, page in pages.items():
    usr = page.get("metadata", {}).get("externalID")
    if usr:
        by_usr[usr] = url


def curated_identifiers(page: dict) -> set[str]:
    return {i for section in page.get("topicSections", []) if not section.get("generated") for i in section.get("identifiers", [])}


total_top = curated_top = members = 0
for module_dir in sorted(graphs.iterdir()) if graphs.is_dir() else []:
    module = module_dir.name
    top_usrs, member_count = [], 0
    for graph in module_dir.glob("*.symbols.json"):
        data = json.loads(graph.read_text())
        extension = "@" in graph.name
        for symbol in data["symbols"]:
            if symbol.get("accessLevel") not in ("public", "open") or symbol["kind"]["identifier"] == "swift.extension":
                continue
            if len(symbol["pathComponents"]) == 1 and not extension:
                top_usrs.append((symbol["identifier"]["precise"], symbol["pathComponents"][0]))
            else:
                member_count += 1
    if not top_usrs and not member_count:
        continue
    # What the module's pages curate by hand: its landing page and its articles.
    curated = set()
    for url, page in pages.items():
        if url == f"/documentation/{module.lower()}" or (url.startswith(f"/documentation/{module.lower()}/") and page.get("kind") == "article"):
            curated |= {pages.get(i.split("/documentation", 1)[-1].lower().join(["/documentation", ""]), {}).get("identifier", {}).get("url", i) for i in curated_identifiers(page)}
            curated |= {i for i in curated_identifiers(page)}
    missing = []
    for usr, name in top_usrs:
        url = by_usr.get(usr)
        if url is None:
            missing.append(f"{name} (no page)")
            continue
        identifier = pages[url]["identifier"]["url"]
        if identifier not in curated:
            missing.append(name)
    total_top += len(top_usrs)
    curated_top += len(top_usrs) - len(missing)
    members += member_count
    if missing:
        problem(f"{module}: {len(missing)} top-level symbol(s) in no topic group of its own: {', '.join(sorted(missing))}")
    print(f"{module}: {len(top_usrs) - len(missing)} of {len(top_usrs)} top-level symbols curated, {member_count} members")
print(f"curation: {curated_top} of {total_top} top-level public symbols in hand-made topic groups; {members} members in their types' groups")

# --- 2. Links in the render JSON ----------------------------------------------------------------

article_urls, landing_urls = [], ["/documentation"]
for url, page in sorted(pages.items()):
    kind, role = page.get("kind"), page.get("metadata", {}).get("role")
    if kind == "article" and url.count("/") == 3:
        article_urls.append(url)
    if kind == "symbol" and page.get("metadata", {}).get("symbolKind") == "module" or (role == "collection" and url.count("/") == 2):
        landing_urls.append(url)
    for identifier, reference in page.get("references", {}).items():
        target = reference.get("url")
        if reference.get("type") == "topic" and target and not target.startswith("http"):
            if target.split("#")[0].lower() not in pages:
                problem(f"{url}: links to {target}, which the site does not have")
        if reference.get("type") == "link":
            target = reference.get("url", "")
            if target.startswith("/documentation/"):
                # A page of another catalog of this site (the package's articles link so).
                if target.split("#")[0].rstrip("/").lower() not in pages:
                    problem(f"{url}: links to {target}, which the site does not have")
            elif not target.startswith(("http://", "https://", "mailto:")):
                problem(f"{url}: a relative link '{target}' (use a code span for a repository path)")
print(f"links: {len(pages)} pages checked")

# --- 3 and 4. In Chromium -----------------------------------------------------------------------


class DevTools:
    """Just enough of the DevTools protocol: one websocket, calls answered in order."""

    def __init__(self, url: str):
        host, port = url.split("//")[1].split("/")[0].split(":")
        self.sock = socket.create_connection((host, int(port)), timeout=30)
        key = base64.b64encode(os.urandom(16)).decode()
        path = "/" + url.split("//")[1].split("/", 1)[1]
        self.sock.sendall(
            f"GET {path} HTTP/1.1\r\nHost: {host}:{port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
            f"Sec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n".encode())
        response = b""
        while b"\r\n\r\n" not in response:
            response += self.sock.recv(4096)
        accept = base64.b64encode(hashlib.sha1((key + "258EAFA5-E914-47DA-95CA-C5AB0DC85B11").encode()).digest()).decode()
        if accept not in response.decode(errors="replace"):
            raise RuntimeError("Chromium refused the websocket")
        self.buffer = response.split(b"\r\n\r\n", 1)[1]
        self.next_id = 0

    def _send(self, text: str) -> None:
        data = text.encode()
        mask = os.urandom(4)
        header = bytes([0x81])
        if len(data) < 126:
            header += bytes([0x80 | len(data)])
        elif len(data) < 65536:
            header += bytes([0x80 | 126]) + struct.pack(">H", len(data))
        else:
            header += bytes([0x80 | 127]) + struct.pack(">Q", len(data))
        self.sock.sendall(header + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(data)))

    def _read(self, count: int) -> bytes:
        while len(self.buffer) < count:
            chunk = self.sock.recv(65536)
            if not chunk:
                raise RuntimeError("Chromium closed the websocket")
            self.buffer += chunk
        data, self.buffer = self.buffer[:count], self.buffer[count:]
        return data

    def _receive(self) -> dict:
        message = b""
        while True:
            first, second = self._read(2)
            length = second & 0x7F
            if length == 126:
                length = struct.unpack(">H", self._read(2))[0]
            elif length == 127:
                length = struct.unpack(">Q", self._read(8))[0]
            message += self._read(length)
            if first & 0x80:
                return json.loads(message)

    def call(self, method: str, **params) -> dict:
        self.next_id += 1
        self._send(json.dumps({"id": self.next_id, "method": method, "params": params}))
        while True:
            message = self._receive()
            if message.get("id") == self.next_id:
                if "error" in message:
                    raise RuntimeError(f"{method}: {message['error']}")
                return message.get("result", {})

    def evaluate(self, expression: str):
        result = self.call("Runtime.evaluate", expression=expression, returnByValue=True, awaitPromise=True)
        return result.get("result", {}).get("value")

    def wait_for(self, expression: str, seconds: float = 15):
        deadline = time.time() + seconds
        while time.time() < deadline:
            value = self.evaluate(expression)
            if value:
                return value
            time.sleep(0.1)
        return None


def serve(directory: pathlib.Path) -> tuple[http.server.ThreadingHTTPServer, int]:
    """The static site over plain HTTP, as a static host serves it: a page is its folder's
    index.html (`/documentation/textui` redirects to `/documentation/textui/`), nothing else."""

    class Handler(http.server.SimpleHTTPRequestHandler):
        def log_message(self, *args):
            pass

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Handler, directory=str(directory)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, server.server_address[1]


browser = shutil.which("chromium") or shutil.which("chromium-browser")
if browser is None:
    ci = os.environ.get("CI", "")
    if ci and ci not in ("false", "0"):
        problem("chromium is not installed (required when CI is set)")
    else:
        print("chromium is not installed; the browser checks are skipped")
else:
    server, port = serve(site)
    profile = tempfile.mkdtemp(prefix="check-docs-")
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        debug_port = probe.getsockname()[1]
    chrome = subprocess.Popen(
        [browser, "--headless", "--no-sandbox", "--disable-gpu", "--window-size=1400,1000", f"--remote-debugging-port={debug_port}",
         f"--user-data-dir={profile}", "about:blank"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        targets = None
        for _ in range(100):
            try:
                targets = json.load(urllib.request.urlopen(f"http://127.0.0.1:{debug_port}/json"))
                break
            except OSError:
                time.sleep(0.1)
        page_target = next(t for t in targets if t.get("type") == "page")
        tools = DevTools(page_target["webSocketDebuggerUrl"])
        tools.call("Page.enable")
        title_js = "(() => { const h = document.querySelector('main h1, #main h1, .title'); return h ? h.innerText.trim() : ''; })()"
        for url in landing_urls + article_urls:
            page = pages[url.lower()] if url != "/documentation" else json.loads((site / "data/documentation.json").read_text())
            expected = page.get("metadata", {}).get("title", "")
            tools.call("Page.navigate", url=f"http://127.0.0.1:{port}{url}")
            shown = tools.wait_for(title_js + f" === {json.dumps(expected)} ? 'yes' : ''")
            if not shown:
                problem(f"{url}: the browser does not show the title '{expected}' (it shows '{tools.evaluate(title_js)}')")
                continue
            listings = json.dumps(page.get("primaryContentSections", [])).count('"type": "codeListing"')
            code = tools.evaluate("document.querySelectorAll('main pre, #main pre').length") or 0
            if code < listings:
                problem(f"{url}: the page has {listings} code listings, the browser shows {code}")
            pictures = json.dumps(page.get("primaryContentSections", [])).count('"type": "image"')
            if pictures:
                # Pictures load lazily, when they come into view.
                tools.evaluate("[...document.querySelectorAll('main img, #main img')].forEach(i => { i.loading = 'eager'; i.scrollIntoView(); })")
                loaded = tools.wait_for(
                    f"(() => {{ const images = [...document.querySelectorAll('main img, #main img')];"
                    f" return images.length >= {pictures} && images.every(i => i.complete && i.naturalWidth > 0) ? images.length : 0; }})()")
                if not loaded:
                    shown = tools.evaluate("[...document.querySelectorAll('main img')].filter(i => i.complete && i.naturalWidth > 0).length")
                    problem(f"{url}: the page has {pictures} picture(s); the browser shows {shown} loaded")
            links = tools.evaluate("[...document.querySelectorAll('main a[href], #main a[href]')].map(a => a.getAttribute('href'))") or []
            for href in links:
                if href.startswith("/documentation") and href.split("#")[0].split("?")[0].rstrip("/").lower() not in pages and href.rstrip("/") != "/documentation":
                    problem(f"{url}: the browser shows a link to {href}, which the site does not have")
            print(f"  ok: {url} — '{expected}', {code} code block(s), {pictures} picture(s), {len(links)} link(s)")
        # Each picture drawn as the package drew it: every character of every run, spaces kept.
        svgs = sorted((site / "images").rglob("*.svg"))
        for svg in svgs:
            tools.call("Page.navigate", url=f"http://127.0.0.1:{port}/{svg.relative_to(site)}")
            result = tools.wait_for(
                "(() => { const runs = [...document.querySelectorAll('text')];"
                " if (!runs.length) return ''; const short = runs.filter(t => t.getNumberOfChars() != t.textContent.length);"
                " return JSON.stringify({runs: runs.length, short: short.map(t => t.textContent).slice(0, 3)}); })()")
            if not result:
                problem(f"{svg.name}: the browser draws no text")
                continue
            drawn = json.loads(result)
            if drawn["short"]:
                problem(f"{svg.name}: the browser drops characters of {drawn['short']} (collapsed spaces?)")
        print(f"  ok: {len(svgs)} pictures draw every character of their runs")
        # The search: the navigator's filter, over the site's index, finds a symbol.
        tools.call("Page.navigate", url=f"http://127.0.0.1:{port}/documentation/textrendering")
        if not tools.wait_for("document.querySelector('input[placeholder=\"Filter\"]') ? 'yes' : ''"):
            problem("/documentation/textrendering: the navigator has no filter")
        else:
            before = tools.evaluate("document.querySelectorAll('.navigator-card-item').length") or 0
            tools.evaluate("document.querySelector('input[placeholder=\"Filter\"]').focus()")
            tools.call("Input.insertText", text="WidthProfile")
            items_js = "[...document.querySelectorAll('.navigator-card-item')].map(e => e.innerText.trim().split('\\n').pop().trim())"
            found = tools.wait_for(f"{items_js}.includes('WidthProfile') && !{items_js}.includes('LinkTargetsRenderable') ? 'yes' : ''")
            if not found:
                problem(f"the navigator's filter does not find WidthProfile alone (it shows {tools.evaluate(items_js)[:12]})")
            else:
                after = tools.evaluate("document.querySelectorAll('.navigator-card-item').length")
                print(f"  ok: the navigator's filter finds WidthProfile ({after} of {before} entries left, LinkTargetsRenderable gone)")
    finally:
        chrome.terminate()
        chrome.wait()
        server.shutdown()
        shutil.rmtree(profile, ignore_errors=True)

if problems:
    sys.exit(f"check-docs: {len(problems)} problem(s)")
print(f"check-docs: passed ({len(landing_urls)} landing pages and {len(article_urls)} articles in Chromium)")
