"""Validate /work/main/bench/dev187_en/notes.jsonl (author 187). Exit status 1 on any error."""
import collections
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(os.path.dirname(HERE), "notes.jsonl")

TYPES = {
    "NAME": ["PATIENT", "DOCTOR", "FAMILY", "USERNAME"], "AGE": ["AGE"], "DATE": ["DATE"],
    "LOCATION": ["STREET", "CITY", "STATE", "ZIP", "COUNTRY", "HOSPITAL", "ORGANIZATION", "LOCATION_OTHER"],
    "ID": ["MRN", "SSN", "HEALTHPLAN", "ACCOUNT", "LICENSE", "DEVICE", "VEHICLE", "BIOID", "IDNUM"],
    "CONTACT": ["PHONE", "FAX", "EMAIL", "URL", "IPADDR"], "PROFESSION": ["PROFESSION"],
}
TYPE_LABEL = {t: lab for lab, ts in sorted(TYPES.items()) for t in ts}
EX_DOMAIN = re.compile(r"(^|\.)example\.(com|org|net)$")
EMAIL_RE = re.compile(r"[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}")
URL_RE = re.compile(r"(https?://[^\s,;)]+|www\.[^\s,;)]+|\b[a-z0-9-]+\.example\.(?:com|org|net)/[^\s,;)]*)", re.I)
IP_RE = re.compile(r"\b\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}\b")
BAD_EDGE = set(",;:!?\"')]}([{")
errors = []


def err(msg):
    errors.append(msg)


def private_ip(s):
    try:
        a = [int(x) for x in s.split(".")]
    except ValueError:
        return False
    if len(a) != 4 or any(x < 0 or x > 255 for x in a):
        return False
    return a[0] == 10 or (a[0] == 192 and a[1] == 168) or (a[0] == 172 and 16 <= a[1] <= 31)


def url_host(u):
    h = re.sub(r"^https?://", "", u, flags=re.I).split("/")[0].lower()
    return h[4:] if h.startswith("www.") else h


def phone_ok(s):
    groups = re.findall(r"\d+", s)
    digits = "".join(groups)
    if len(digits) <= 5:
        return True  # internal bleep / extension only
    return any(g.startswith("555") for g in groups)


def ssn_ok(s):
    d = "".join(re.findall(r"\d", s))
    return d.startswith("9") or d.startswith("000")


def main():
    with open(PATH, encoding="utf-8") as f:
        raw = f.read()
    if not raw.endswith("\n"):
        err("file does not end with newline")
    lines = raw.split("\n")[:-1]
    type_n, genre_n = collections.Counter(), collections.Counter()
    n_spans, total_len, n_low = 0, 0, 0
    for i, line in enumerate(lines, 1):
        try:
            rec = json.loads(line)
        except ValueError as e:
            err("line %d: bad JSON %s" % (i, e))
            continue
        nid = "dev187-%04d" % i
        if rec.get("id") != nid:
            err("line %d: id %r != %s" % (i, rec.get("id"), nid))
        if sorted(rec) != ["id", "meta", "spans", "text"]:
            err("%s: fields %r" % (nid, sorted(rec)))
        text, spans, meta = rec.get("text", ""), rec.get("spans", []), rec.get("meta", {})
        if not isinstance(text, str) or not text:
            err("%s: empty text" % nid)
            continue
        total_len += len(text)
        if sorted(meta) != ["country", "genre", "lowercase", "source"]:
            err("%s: meta keys %r" % (nid, sorted(meta)))
        if meta.get("source") != "dev187-en":
            err("%s: source %r" % (nid, meta.get("source")))
        if meta.get("country") not in ("United Kingdom", "Ireland"):
            err("%s: country %r" % (nid, meta.get("country")))
        if not isinstance(meta.get("lowercase"), bool):
            err("%s: lowercase not bool" % nid)
        genre_n[meta.get("genre")] += 1
        if meta.get("lowercase"):
            n_low += 1
            if text != text.lower():
                err("%s: lowercase note has upper-case characters" % nid)
        prev_end, prev_start = -1, -1
        covered = []
        for s in spans:
            n_spans += 1
            if sorted(s) != ["end", "label", "start", "text", "type"]:
                err("%s: span keys %r" % (nid, sorted(s)))
                continue
            st, en, ty, lab, tx = s["start"], s["end"], s["type"], s["label"], s["text"]
            if not (isinstance(st, int) and isinstance(en, int) and 0 <= st < en <= len(text)):
                err("%s: bad offsets %r" % (nid, s))
                continue
            if text[st:en] != tx:
                err("%s: text[%d:%d]=%r != %r" % (nid, st, en, text[st:en], tx))
            if st < prev_start:
                err("%s: spans not sorted at %d" % (nid, st))
            if st < prev_end:
                err("%s: overlapping span at %d" % (nid, st))
            prev_start, prev_end = st, en
            if TYPE_LABEL.get(ty) != lab:
                err("%s: bad label/type %r/%r" % (nid, lab, ty))
            if tx != tx.strip():
                err("%s: span with edge whitespace %r" % (nid, tx))
            for ch, other in ((tx[0], ")"), (tx[-1], "(")):
                if ch in BAD_EDGE and not (ch in "()" and other in tx):
                    err("%s: span with edge punctuation %r" % (nid, tx))
            if tx.endswith(".") and not (lab == "NAME" and re.search(r"(^|[\s.])\w\.$", tx)):
                err("%s: span ends with full stop %r" % (nid, tx))
            if meta.get("lowercase") and tx != tx.lower():
                err("%s: upper-case span in lowercase note %r" % (nid, tx))
            type_n[ty] += 1
            covered.append((st, en, ty))
            if ty in ("PHONE", "FAX") and not phone_ok(tx):
                err("%s: phone/fax not in 555 range %r" % (nid, tx))
            if ty == "EMAIL" and not ("@" in tx and EX_DOMAIN.search(tx.split("@")[-1].lower())):
                err("%s: e-mail not on example domain %r" % (nid, tx))
            if ty == "URL" and not EX_DOMAIN.search(url_host(tx)):
                err("%s: URL not on example domain %r" % (nid, tx))
            if ty == "IPADDR" and not private_ip(tx):
                err("%s: IP not private %r" % (nid, tx))
            if ty == "SSN" and not ssn_ok(tx):
                err("%s: SSN-like number not 9xx/000 %r" % (nid, tx))
        # contacts in the text must be annotated (and so checked above)
        for rx, want in ((EMAIL_RE, "EMAIL"), (URL_RE, "URL"), (IP_RE, "IPADDR")):
            for m in rx.finditer(text):
                if not any(a <= m.start() and m.end() <= b and t == want for a, b, t in covered):
                    if want == "URL" and any(a <= m.start() < b and t == "EMAIL" for a, b, t in covered):
                        continue
                    err("%s: unannotated %s %r" % (nid, want, m.group(0)))
    n = len(lines)
    mean = total_len / n if n else 0
    need_notes = 600 if mean < 1200 else 330
    if n < need_notes:
        err("only %d notes (need %d, mean length %.0f)" % (n, need_notes, mean))
    if n_spans < 8000:
        err("only %d spans (need 8000)" % n_spans)
    rich = sorted(t for t, k in type_n.items() if k >= 15)
    if len(rich) < 29:
        err("only %d PHI types with >=15 spans: %r" % (len(rich), rich))
    big = sorted(g for g, k in genre_n.items() if k >= 30)
    if len(big) < 10:
        err("only %d genres with >=30 notes" % len(big))
    if n and not (0.12 <= n_low / n <= 0.22):
        err("lower-case share %.3f not about one in six" % (n_low / n))
    print("notes %d  spans %d  mean length %.0f  lowercase %d" % (n, n_spans, mean, n_low))
    print("genres: " + ", ".join("%s %d" % kv for kv in sorted(genre_n.items())))
    print("types:  " + ", ".join("%s %d" % kv for kv in sorted(type_n.items())))
    missing = sorted(t for t in TYPE_LABEL if t not in type_n)
    if missing:
        print("types absent: " + ", ".join(missing))
    if errors:
        for e in errors[:60]:
            print("ERROR", e)
        print("%d error(s)" % len(errors))
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
