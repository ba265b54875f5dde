"""Format-preserving surrogates for identifiers and contact details.

Every function takes a :class:`~workers.surrogates.keyed.Draw` already seeded from the keyed hash
of the value, keeps length, separators, the letter/digit pattern and the case pattern, and makes
check digits valid again where the original's were (Luhn, Spanish DNI/NIE letter, Spanish social
security number mod 97, US SSN area rules). The result never equals the original.
"""

from __future__ import annotations

import functools
import re
import string
from collections.abc import Sequence, Set

from deidq.workers.languages import get_language
from deidq.workers.surrogates.keyed import Draw

DNI_LETTERS = "TRWAGMYFPDXBNJZSQVHLCKE"
_UPPER = string.ascii_uppercase
_LOWER = string.ascii_lowercase
MAX_TRIES = 64


def _scramble_chars(value: str, draw: Draw, *, keep_first_nonzero: bool = True) -> str:
    out = []
    first_digit = True
    for c in value:
        if c.isdigit() and c.isascii():
            if first_digit and keep_first_nonzero and c != "0":
                out.append(str(draw.between(1, 9)))
            else:
                out.append(str(draw.below(10)))
            first_digit = False
        elif c.isalpha():
            out.append(draw.choice(_UPPER) if c.isupper() else draw.choice(_LOWER))
        else:
            out.append(c)
    return "".join(out)


def _digit_positions(value: str) -> list[int]:
    return [i for i, c in enumerate(value) if c.isdigit() and c.isascii()]


def _set_digits(value: str, positions: list[int], digits: str) -> str:
    chars = list(value)
    for p, d in zip(positions, digits, strict=True):
        chars[p] = d
    return "".join(chars)


def luhn_ok(digits: str) -> bool:
    total = 0
    for i, c in enumerate(reversed(digits)):
        d = int(c)
        if i % 2 == 1:
            d = d * 2 - 9 if d > 4 else d * 2
        total += d
    return total % 10 == 0


def luhn_fix(digits: str) -> str:
    """Replace the last digit with the Luhn check digit of the others."""
    body = digits[:-1]
    for d in "0123456789":
        if luhn_ok(body + d):
            return body + d
    raise AssertionError("unreachable")


_DNI = re.compile(r"^(\d{8})([\s-]?)([A-Za-z])$", re.ASCII)
_NIE = re.compile(r"^([XYZxyz])([\s-]?)(\d{7})([\s-]?)([A-Za-z])$", re.ASCII)


def _dni_letter(number: int) -> str:
    return DNI_LETTERS[number % 23]


def _fix_checks(original: str, candidate: str, *, ssn: bool) -> str:
    """Make ``candidate``'s check digits valid where ``original``'s were."""
    m = _DNI.match(original)
    if m and _dni_letter(int(m.group(1))) == m.group(3).upper():
        c = _DNI.match(candidate)
        if c:
            letter = _dni_letter(int(c.group(1)))
            letter = letter if m.group(3).isupper() else letter.lower()
            return c.group(1) + c.group(2) + letter
    m = _NIE.match(original)
    if m and _dni_letter(int(str("XYZ".index(m.group(1).upper())) + m.group(3))) == m.group(5).upper():
        c = _NIE.match("X" + candidate[1:])
        if c:
            prefix = "XYZ"[int(c.group(3)[0]) % 3]
            prefix = prefix if m.group(1).isupper() else prefix.lower()
            letter = _dni_letter(int(str("XYZ".index(prefix.upper())) + c.group(3)))
            letter = letter if m.group(5).isupper() else letter.lower()
            return prefix + c.group(2) + c.group(3) + c.group(4) + letter
    pos = _digit_positions(candidate)
    odigits = "".join(original[p] for p in _digit_positions(original))
    digits = "".join(candidate[p] for p in pos)
    if (ssn or re.fullmatch(r"\d{3}-\d{2}-\d{4}", original)) and len(digits) == 9:
        area, group, serial = int(digits[:3]), int(digits[3:5]), int(digits[5:])
        if area == 0 or area == 666 or area >= 900:
            area = 1 + (area % 665)
        group = group or 1
        serial = serial or 1
        return _set_digits(candidate, pos, f"{area:03d}{group:02d}{serial:04d}")
    # Spanish social security number (NSS): last two digits = first ten mod 97.
    if len(odigits) == 12 and len(digits) == 12 and int(odigits[:10]) % 97 == int(odigits[10:]):
        return _set_digits(candidate, pos, digits[:10] + f"{int(digits[:10]) % 97:02d}")
    if 12 <= len(odigits) <= 19 and len(digits) == len(odigits) and luhn_ok(odigits):
        return _set_digits(candidate, pos, luhn_fix(digits))
    return candidate


def scramble_id(original: str, draw: Draw, *, ssn: bool = False) -> str:
    """Same shape, new characters, valid check digits; never equal to the original."""
    if not any(c.isalnum() for c in original):
        return original
    for _ in range(MAX_TRIES):
        cand = _fix_checks(original, _scramble_chars(original, draw), ssn=ssn)
        if cand.casefold() != original.casefold():
            return cand
    # Pathological (e.g. a single character with every draw colliding): shift each character.
    return "".join(
        str((int(c) + 1) % 10) if c.isdigit() else (chr((ord(c.lower()) - 96) % 26 + 97) if c.isalpha() else c)
        for c in original
    )


_CC = re.compile(r"^(\+\d{1,3}|00\d{1,3}|\(\+\d{1,3}\))([\s.-]*)", re.ASCII)


@functools.cache
def _trunk_prefix(lang: str) -> re.Pattern[str]:
    """The language's country code written without ``+``/``00`` (``34 ``, ``1-``): its record says which."""
    return re.compile(get_language(lang).surrogates.phone_trunk_prefix, re.ASCII)


def scramble_phone(original: str, draw: Draw, lang: str = "en") -> str:
    """Phone/fax: keeps a country code and the first national digit (mobile vs landline),
    NANP area code and exchange start with 2-9; every other digit is keyed."""
    prefix = ""
    rest = original
    conventions = get_language(lang).surrogates
    m = _CC.match(original) or _trunk_prefix(lang).match(original)
    if m and len(_digit_positions(original[m.end() :])) >= 6:
        prefix, rest = original[: m.end()], original[m.end() :]
    pos = _digit_positions(rest)
    if len(pos) < 4:
        return prefix + scramble_id(rest, draw)
    nanp = conventions.phone_nanp and len(pos) == 10
    for _ in range(MAX_TRIES):
        digits = [str(draw.below(10)) for _ in pos]
        digits[0] = rest[pos[0]]
        if nanp:
            digits[0] = str(draw.between(2, 9))
            digits[3] = str(draw.between(2, 9))
        cand = _set_digits(rest, pos, "".join(digits))
        if cand != rest:
            return prefix + cand
    return prefix + scramble_id(rest, draw)


PUBLIC_MAIL = frozenset(
    {
        "gmail.com", "hotmail.com", "hotmail.es", "yahoo.com", "yahoo.es", "outlook.com", "outlook.es",
        "live.com", "msn.com", "icloud.com", "me.com", "aol.com", "protonmail.com", "telefonica.net",
        "terra.es", "ya.com", "gmx.com", "mail.com",
    }
)  # fmt: skip


def _word_like(draw: Draw, template: str, pool: Sequence[str], avoid: Set[str] = frozenset()) -> str:
    """A lowercase word from ``pool`` roughly as long as ``template``, keyed, and none of ``avoid`` (the note's
    words: a domain drawn from a name pool must not spell the patient's name)."""
    target = max(3, len(template))
    best = draw.choice(pool)
    for _ in range(MAX_TRIES):
        if best not in avoid:
            break
        best = draw.choice(pool)
    for _ in range(8):
        w = draw.choice(pool)
        if w not in avoid and abs(len(w) - target) < abs(len(best) - target):
            best = w
    return best


def scramble_local(local: str, draw: Draw, pool: Sequence[str], avoid: Set[str] = frozenset()) -> str:
    """Email local part: each alphabetic run becomes a keyed word (``ruth.b.l.87`` → ``ana.m.k.31``);
    single letters stay single letters, digit runs are keyed digits; separators kept."""
    out = []
    for tok in re.findall(r"[^\W\d_]+|\d+|[\W_]+", local):
        if tok.isdigit():
            out.append(_scramble_chars(tok, draw, keep_first_nonzero=False))
        elif tok[0].isalpha():
            w = draw.choice(_LOWER) if len(tok) == 1 else _word_like(draw, tok, pool, avoid)
            out.append(w.upper() if tok.isupper() else w)
        else:
            out.append(tok)
    res = "".join(out)
    if res.casefold() == local.casefold():
        res = res + str(draw.below(10))
    return res


def scramble_domain(domain: str, draw: Draw, pool: Sequence[str], avoid: Set[str] = frozenset()) -> str:
    """Keep public mail providers and the TLD; replace other labels with keyed words."""
    if domain.casefold() in PUBLIC_MAIL:
        return domain
    labels = domain.split(".")
    if len(labels) < 2:
        return _word_like(draw, domain, pool, avoid)
    keep_tail = 2 if len(labels) >= 3 and len(labels[-2]) <= 3 and labels[-2].isalpha() and len(labels) > 2 else 1
    head = [_word_like(draw, lab, pool, avoid) if lab.casefold() != "www" else lab for lab in labels[:-keep_tail]]
    res = ".".join([*head, *labels[-keep_tail:]])
    if res.casefold() == domain.casefold():
        res = _word_like(draw, "x", pool, avoid) + res
    return res


def scramble_email(original: str, draw: Draw, pool: Sequence[str], avoid: Set[str] = frozenset()) -> str:
    if original.count("@") != 1:
        return scramble_id(original, draw)
    local, domain = original.split("@")
    return scramble_local(local, draw, pool, avoid) + "@" + scramble_domain(domain, draw, pool, avoid)


_URL = re.compile(r"^(?P<scheme>[a-zA-Z][a-zA-Z0-9+.-]*://)?(?P<host>[^/?#:\s]+)(?P<port>:\d+)?(?P<rest>.*)$", re.S)


def scramble_url(original: str, draw: Draw, pool: Sequence[str], avoid: Set[str] = frozenset()) -> str:
    m = _URL.match(original)
    if not m or "." not in m.group("host"):
        return scramble_id(original, draw)
    host = m.group("host")
    new_host = scramble_domain(host, draw, pool, avoid) if host.casefold() not in PUBLIC_MAIL else host
    rest = re.sub(
        r"[^\W\d_]{2,}|\d+",
        lambda t: (
            _scramble_chars(t.group(0), draw, keep_first_nonzero=False)
            if t.group(0).isdigit()
            else _word_like(draw, t.group(0), pool, avoid)
        ),
        m.group("rest"),
    )
    res = (m.group("scheme") or "") + new_host + (m.group("port") or "") + rest
    if res == original:
        res = (m.group("scheme") or "") + _word_like(draw, "x", pool, avoid) + "." + new_host + rest
    return res


_IPV4 = re.compile(r"^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$", re.ASCII)


def scramble_ip(original: str, draw: Draw) -> str:
    """IPv4 → a keyed address in the same private/public class (octets 1-254); other forms
    (IPv6, with ports) are scrambled character-wise with hex digits kept hex."""
    m = _IPV4.match(original.strip())
    if m:
        o = [int(x) for x in m.groups()]
        for _ in range(MAX_TRIES):
            if o[0] == 10:
                new = [10, draw.below(256), draw.below(256), draw.between(1, 254)]
            elif o[0] == 192 and o[1] == 168:
                new = [192, 168, draw.below(256), draw.between(1, 254)]
            elif o[0] == 172 and 16 <= o[1] <= 31:
                new = [172, draw.between(16, 31), draw.below(256), draw.between(1, 254)]
            else:
                new = [draw.between(11, 223), draw.below(256), draw.below(256), draw.between(1, 254)]
                if new[0] in (127, 169, 172, 192):
                    continue
            if new != o:
                return ".".join(map(str, new))
    out = []
    for c in original:
        if c in string.hexdigits and c.isalnum():
            h = draw.choice("0123456789abcdef")
            out.append(h.upper() if c.isupper() else h)
        elif c.isalpha():  # not hex: a span that took in a user name or label ("JSMITH @ 10.0.0.1") loses it too
            out.append(draw.choice(_UPPER) if c.isupper() else draw.choice(_LOWER))
        else:
            out.append(c)
    res = "".join(out)
    return res if res != original else scramble_id(original, draw)


def scramble_zip(original: str, draw: Draw, lang: str = "en") -> str:
    """ZIP / código postal. 5-digit codes keep a valid province prefix where the language has provinces
    (Spanish: 01-52, its record's ``postcode_provinces``)."""
    digits = "".join(c for c in original if c.isdigit())
    provinces = get_language(lang).surrogates.postcode_provinces
    if provinces and re.fullmatch(r"\d{5}", original):
        for _ in range(MAX_TRIES):
            cand = f"{draw.between(*provinces):02d}{draw.below(1000):03d}"
            if cand != original:
                return cand
    if len(digits) in (5, 9) and re.fullmatch(r"\d{5}(-\d{4})?", original):
        for _ in range(MAX_TRIES):
            cand = f"{draw.between(1, 99):02d}{draw.below(1000):03d}"
            if len(original) == 10:
                cand += f"-{draw.between(1, 9999):04d}"
            if cand != original:
                return cand
    return scramble_id(original, draw)
