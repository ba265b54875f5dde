"""i2b2 2014 de-identification XML: one ``.xml`` file per note::

    <?xml version="1.0" encoding="UTF-8" ?>
    <deIdi2b2>
    <TEXT><![CDATA[ ...note text... ]]></TEXT>
    <TAGS>
    <NAME id="P0" start="16" end="20" text="John" TYPE="PATIENT" comment="" />
    ...
    </TAGS>
    </deIdi2b2>

The element name is the coarse category (NAME, PROFESSION, LOCATION, AGE, DATE, CONTACT, ID);
``TYPE`` the fine type. i2b2 fine types map to ours where the spelling differs (MEDICALRECORD ↔ MRN,
LOCATION-OTHER ↔ LOCATION_OTHER); others (ROOM, DEPARTMENT, ...) are kept as they are. Offsets index
the TEXT content as an XML parser returns it. The writer keeps carriage returns and ``]]>`` exact by
closing the CDATA section around them."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections.abc import Iterable
from pathlib import Path
from xml.sax.saxutils import quoteattr

from deidq.workers.core.document import Document
from deidq.workers.core.labels import LABELS, coarse_label
from deidq.workers.core.spans import Span

I2B2_TO_FINE = {"MEDICALRECORD": "MRN", "LOCATION-OTHER": "LOCATION_OTHER", "OTHER": "OTHER"}
FINE_TO_I2B2 = {v: k for k, v in I2B2_TO_FINE.items()}
I2B2_CATEGORY_TO_LABEL = {"PHI": "OTHER"}  # some releases use <PHI TYPE=...> for everything


def _valid_xml_char(c: str) -> bool:
    o = ord(c)
    return o in (0x9, 0xA, 0xD) or 0x20 <= o <= 0xD7FF or 0xE000 <= o <= 0xFFFD or 0x10000 <= o <= 0x10FFFF


def parse_i2b2(xml: str | bytes, doc_id: str = "") -> Document:
    root = ET.fromstring(xml)
    text_el = root.find("TEXT")
    text = (text_el.text or "") if text_el is not None else ""
    spans: list[Span] = []
    tags = root.find("TAGS")
    for el in list(tags) if tags is not None else []:
        start, end = int(el.get("start", -1)), int(el.get("end", -1))
        if not (0 <= start < end <= len(text)):
            raise ValueError(f"{doc_id}: tag {el.get('id')} offsets {start}..{end} outside the text")
        raw_type = el.get("TYPE") or el.tag
        fine = I2B2_TO_FINE.get(raw_type, raw_type)
        cat = I2B2_CATEGORY_TO_LABEL.get(el.tag, el.tag)
        label = cat if cat in LABELS else coarse_label(None, fine)
        spans.append(Span(start=start, end=end, label=label, type=fine, text=text[start:end]))
    return Document(id=doc_id, text=text, spans=spans)


def read_i2b2(path: Path, *, gold: bool = True) -> list[Document]:
    """Read one i2b2 XML file or every ``*.xml`` under a folder."""
    path = Path(path)
    files = sorted(path.rglob("*.xml")) if path.is_dir() else [path]
    docs = []
    for f in files:
        doc_id = str(f.relative_to(path).with_suffix("")) if path.is_dir() else f.stem
        docs.append(parse_i2b2(f.read_bytes(), doc_id))
    return docs


def _cdata(text: str) -> str:
    """TEXT content: CDATA pieces, with \\r as a character reference so parsers keep it."""
    bad = [c for c in set(text) if not _valid_xml_char(c)]
    if bad:
        raise ValueError(f"text holds characters XML 1.0 cannot carry: {[hex(ord(c)) for c in bad][:5]}")
    out = []
    for i, seg in enumerate(text.split("\r")):
        if i:
            out.append("&#13;")
        if seg:
            out.append("<![CDATA[" + seg.replace("]]>", "]]]]><![CDATA[>") + "]]>")
    return "".join(out)


def _attr(value: str) -> str:
    value = "".join(c if _valid_xml_char(c) else " " for c in value)
    return quoteattr(value, {"\n": "&#10;", "\r": "&#13;", "\t": "&#9;"})


def format_i2b2(doc: Document) -> str:
    lines = ['<?xml version="1.0" encoding="UTF-8" ?>', "<deIdi2b2>", f"<TEXT>{_cdata(doc.text)}</TEXT>", "<TAGS>"]
    for i, s in enumerate(sorted(doc.spans, key=lambda s: (s.start, s.end))):
        fine = FINE_TO_I2B2.get(s.type, s.type) or s.label
        lines.append(
            f'<{s.label} id="P{i}" start="{s.start}" end="{s.end}" text={_attr(doc.text[s.start : s.end])} '
            f'TYPE={_attr(fine)} comment="" />'
        )
    lines += ["</TAGS>", "</deIdi2b2>", ""]
    return "\n".join(lines)


def write_i2b2(docs: Iterable[Document], folder: Path) -> list[Path]:
    from deidq.io.brat import _safe_name

    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    out, seen = [], set()
    for doc in docs:
        name, n = _safe_name(doc.id), 1
        base = name
        while name in seen:
            n += 1
            name = f"{base}_{n}"
        seen.add(name)
        p = folder / f"{name}.xml"
        p.write_text(format_i2b2(doc), encoding="utf-8")
        out.append(p)
    return out
