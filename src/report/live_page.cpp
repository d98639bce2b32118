#include "report/live_page.hpp"

#include "core/translations.hpp"
#include "report/sheet.hpp"

namespace tarock::report {

namespace {

constexpr const char* kLiveCss =
    "body{font-family:sans-serif;font-size:18px;line-height:1.35;margin:0 auto;padding:.5em;max-width:48em;color:#111;background:#fff}"
    "h1{font-size:1.3em;margin:.2em 0}h2{font-size:1.15em;margin:1em 0 .3em}"
    "p.sub,p.status{color:#555;font-size:.85em;margin:.2em 0}p.status.offline{color:#a00;font-weight:bold}"
    ".grid{overflow-x:auto}table{border-collapse:collapse;width:100%;font-size:.9em}"
    "td,th{border-bottom:1px solid #ccc;padding:.25em .25em;text-align:left}"
    "th{background:#eee}td.num,th.num{text-align:right;white-space:nowrap}.neg{color:#a00}"
    "details{border-top:2px solid #999;margin:.6em 0}summary{font-size:1.1em;font-weight:bold;padding:.3em 0;cursor:pointer}"
    "h3{font-size:1em;margin:.7em 0 .2em}p.state{margin:0;color:#555;font-size:.85em}"
    "@media (max-width:40em){.detail{display:none}table{font-size:.8em}}";

}  // namespace

std::string live_page_html(Lang lang) {
    const std::string title = translated(lang, "Rangliste##live");
    return std::string("<!DOCTYPE html>\n<html lang=\"") + language_code(lang) +
           "\">\n<head><meta charset=\"utf-8\"><meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">"
           "<title>" + html_escape(title) + "</title><style>" + kLiveCss + "</style></head>\n<body data-offline=\"" +
           html_escape(translated(lang, "Keine Verbindung zum Server, neuer Versuch …##live")) +
           "\" data-updated=\"" + html_escape(translated(lang, "Stand##live")) + "\">\n<main id=\"live\"><h1>" +
           html_escape(title) + "</h1><p class=\"sub\">" + html_escape(translated(lang, "Lädt …##live")) +
           "</p></main>\n<p id=\"status\" class=\"status\"></p>\n<script src=\"live.js\"></script>\n</body>\n</html>\n";
}

std::string_view live_page_script() {
    return R"js('use strict';
(function () {
  const params = new URLSearchParams(location.search);
  const query = new URLSearchParams();
  for (const k of ['lang', 'tournament']) if (params.get(k)) query.set(k, params.get(k));
  const api = 'api/live' + (query.toString() ? '?' + query.toString() : '');
  const main = document.getElementById('live');
  const status = document.getElementById('status');
  const seen = new Set();
  let last = '';

  function el(tag, cls, text) {
    const e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text !== undefined) e.textContent = text;
    return e;
  }
  function grid(g) {
    const detail = new Set(g.detail || []);
    const table = el('table');
    const head = el('tr');
    g.head.forEach((h, c) => head.appendChild(el('th', (c >= g.numbers_from ? 'num' : '') + (detail.has(c) ? ' detail' : ''), h)));
    table.appendChild(head);
    for (const row of g.rows) {
      const tr = el('tr');
      row.forEach((cell, c) => {
        const num = c >= g.numbers_from;
        tr.appendChild(el('td', (num ? 'num' : '') + (num && cell.startsWith('-') ? ' neg' : '') + (detail.has(c) ? ' detail' : ''), cell));
      });
      table.appendChild(tr);
    }
    const wrap = el('div', 'grid');
    wrap.appendChild(table);
    return wrap;
  }
  function render(d) {
    const open = new Set([...main.querySelectorAll('details')].filter(x => x.open).map(x => x.dataset.key));
    const out = document.createDocumentFragment();
    document.title = d.title;
    out.appendChild(el('h1', '', d.title));
    if (d.subtitle) out.appendChild(el('p', 'sub', d.subtitle));
    if (d.ranking_heading) out.appendChild(el('h2', '', d.ranking_heading));
    if (d.empty) out.appendChild(el('p', 'sub', d.empty));
    else if (d.ranking) {
      const g = grid(d.ranking);
      g.id = 'ranking';
      out.appendChild(g);
    }
    (d.rounds || []).forEach((r, i) => {
      const det = el('details');
      det.dataset.key = r.heading;
      det.open = seen.has(r.heading) ? open.has(r.heading) : i === 0;
      seen.add(r.heading);
      det.appendChild(el('summary', '', r.heading));
      for (const t of r.tables) {
        det.appendChild(el('h3', '', t.heading));
        det.appendChild(el('p', 'state', t.state));
        det.appendChild(grid(t.sheet));
      }
      out.appendChild(det);
    });
    main.replaceChildren(out);
  }
  async function tick() {
    try {
      const r = await fetch(api, {cache: 'no-cache'});
      if (!r.ok) throw new Error(r.status);
      const text = await r.text();
      if (text !== last) {
        render(JSON.parse(text));
        last = text;
        status.textContent = document.body.dataset.updated + ' ' + new Date().toLocaleTimeString();
      }
      status.classList.remove('offline');
    } catch (e) {
      status.textContent = document.body.dataset.offline;
      status.classList.add('offline');
    }
    setTimeout(tick, 1000);
  }
  tick();
})();
)js";
}

}  // namespace tarock::report
