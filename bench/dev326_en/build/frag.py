"""Narrative fragments that mix PHI items with ordinary text."""
import locales as L
import pools

ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight",
        "nine", "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen",
        "sixteen", "seventeen", "eighteen", "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy",
        "eighty", "ninety"]


def num_words(n):
    if n < 20:
        return ONES[n]
    if n < 100:
        t, o = divmod(n, 10)
        return TENS[t] + ("-" + ONES[o] if o else "")
    return "one hundred" + (" and " + num_words(n - 100) if n > 100 else "")


def article(word):
    return "an" if word[0].lower() in "aeiou" or word.startswith("HGV") else "a"


def age_phrase(case, sex=True, start=False):
    rng, a = case.rng, str(case.age)
    out = _age_phrase(case, sex)
    if start and isinstance(out[0], tuple) and not out[0][0][0].isdigit():
        out[0] = (out[0][0].capitalize(), "AGE")
    elif start and isinstance(out[0], str):
        out[0] = out[0].capitalize()
    return out


def _age_phrase(case, sex=True):
    rng, a = case.rng, str(case.age)
    f = case.pt.sex == "F"
    sx = "F" if f else "M"
    if not sex:
        return rng.choice([["aged ", (a, "AGE")], [(a, "AGE"), " years old"],
                           ["aged ", (num_words(case.age), "AGE")], ["age ", (a, "AGE")]])
    opts = [
        [(a, "AGE"), "-year-old " + case.sexword()],
        [(a, "AGE"), " year old " + case.sexword()],
        [(a, "AGE"), " yo " + ("female" if f else "male")],
        [(a, "AGE"), "yo " + sx],
        [(a, "AGE"), sx],
        [(a, "AGE"), " " + sx],
        [(a, "AGE"), " y/o " + ("woman" if f else "man")],
        [(num_words(case.age), "AGE"), "-year-old " + case.sexword()],
    ]
    return rng.choice(opts)


HOLIDAYS = {
    "US": ["Thanksgiving", "the Fourth of July", "Memorial Day", "Labor Day", "Christmas", "New Year's Eve", "Halloween"],
    "UK": ["Christmas", "Boxing Day", "Easter", "Bonfire Night", "New Year's Day", "Easter Monday"],
    "IE": ["St Patrick's Day", "Christmas", "Easter", "St Stephen's Day", "New Year's Eve"],
    "CA": ["Canada Day", "Thanksgiving", "Christmas", "Victoria Day", "Boxing Day"],
    "AU": ["Australia Day", "Anzac Day", "Christmas", "Boxing Day", "Easter"],
    "NZ": ["Waitangi Day", "Anzac Day", "Christmas", "Labour Weekend" if False else "Easter", "New Year's Day"],
    "SG": ["Chinese New Year", "Hari Raya Puasa", "Deepavali", "Christmas", "National Day"],
    "ZA": ["Heritage Day", "Freedom Day", "Christmas", "Youth Day", "Easter"],
}


def onset(case):
    return L.shift(case.visit, -case.rng.randint(20, 900))


def when_phrase(case, d=None):
    """Items naming a past date tied to the patient (or a relative phrase)."""
    rng = case.rng
    d = d or onset(case)
    r = rng.random()
    if r < 0.28:
        return ["since ", (L.month_year(rng, d), "DATE")]
    if r < 0.5:
        return ["on ", case.D(d)]
    if r < 0.62:
        h = rng.choice(HOLIDAYS[case.cc])
        if h.startswith("the "):
            return ["around ", h[:4], (h[4:], "DATE")]
        return [rng.choice(["over ", "around ", "just after "]), (h, "DATE")]
    if r < 0.72:
        return ["in ", (str(d.year), "DATE")]
    if r < 0.8:
        return ["on ", (L.weekday_date(rng, d, case.cc), "DATE")]
    if r < 0.88:
        return ["on the ", (L.ordinal(d.day) + " of " + L.MONTHS[d.month - 1], "DATE")]
    return [rng.choice(["about 3 months ago", "6/12 ago", "some 18 months ago", "8 weeks ago", "a year ago", "2/52 ago"])]


def onset_items(case, d=None, subject="Symptoms"):
    w = when_phrase(case, d)
    if w[0] == "since ":
        return [subject + " present "] + w
    if w[0] in ("over ", "around ", "just after "):
        return ["First episode "] + w
    return [subject + " began "] + w


def job_phrase(case):
    rng, p = case.rng, case.profession
    if case.retired:
        return rng.choice([["retired ", (p, "PROFESSION")], ["a retired ", (p, "PROFESSION")],
                           ["formerly ", article(p), " ", (p, "PROFESSION")]])
    r = rng.random()
    if r < 0.4:
        return ["works as ", article(p), " ", (p, "PROFESSION"), " for ", (case.employer, "ORGANIZATION")]
    if r < 0.65:
        return ["works as ", article(p), " ", (p, "PROFESSION")]
    if r < 0.85:
        return ["is ", article(p), " ", (p, "PROFESSION"), " at ", (case.employer, "ORGANIZATION")]
    return ["is employed by ", (case.employer, "ORGANIZATION"), " (", (p, "PROFESSION"), ")"]


def relative_items(case, k=0, full=None):
    rng = case.rng
    rel, p = case.relative(k)
    full = rng.random() < 0.45 if full is None else full
    name = p.full() if full else p.first
    return rel, [(name, "FAMILY")]


def social(case):
    """A social-history sentence or two as items."""
    rng = case.rng
    his = case.pronoun("p")
    rel, nm = relative_items(case)
    out = []
    if rel in ("neighbour", "friend"):
        out += ["Lives alone in ", (case.town, "CITY"), "; ", his, " ", rel, " "] + nm + [" checks in daily. "]
    else:
        out += [rng.choice(["Lives with ", "Lives with ", "At home with "]), his, " ", rel, " "] + nm
        out += [rng.choice([" in ", " in a bungalow in ", " in a first-floor flat in ", " on a farm outside "]),
                (case.town, "CITY"), ". "]
    p = case.profession
    if case.retired:
        out += rng.choice([[case.pronoun("S"), " is a retired ", (p, "PROFESSION"), ". "],
                           ["Retired ", (p, "PROFESSION"), ". "],
                           [case.pronoun("S"), " used to work as ", article(p), " ", (p, "PROFESSION"), ". "]])
    else:
        out += [case.pronoun("S"), " "] + job_phrase(case) + [". "]
    out.append(rng.choice(["Non-smoker; alcohol ~6 units/week. ", "Ex-smoker (20 pack-years). ",
                           "Never smoked, no alcohol. ", "Drinks 3-4 coffees a day. ",
                           "Smokes 10/day. ", "Alcohol 14 units/week, mostly weekends. "]))
    if rng.random() < 0.35:
        out += travel(case)
    return out


def travel(case):
    rng = case.rng
    c = rng.choice(pools.COUNTRIES_ABROAD)
    art = ""
    if c.startswith("the "):
        art, c = "the ", c[4:]
    return rng.choice([
        ["Originally from ", art, (c, "COUNTRY"), ". "],
        ["Symptoms began shortly after a flight home from ", art, (c, "COUNTRY"), ". "],
        ["Was on holiday in ", art, (c, "COUNTRY"), " when the first attack occurred. "],
        ["Moved from ", art, (c, "COUNTRY"), " ", str(rng.randint(2, 30)), " years ago; interpreter not required. "],
        ["Travels to ", art, (c, "COUNTRY"), " regularly to visit family. "],
    ])


def family_hx(case):
    rng = case.rng
    rel = rng.choice(["Mother", "Father", "Sister", "Brother", "Maternal aunt"])
    a = str(rng.randint(58, 94))
    return rng.choice([
        ["FHx: ", rel.lower(), " had migraine; ", rng.choice(["father", "grandmother"]), " deaf in later life. "],
        [rel, " had Ménière's disease. "],
        ["FHx: ", rel.lower(), " died at ", (a, "AGE"), " (stroke). "],
        ["No family history of hearing loss. "],
        [rel, " (aged ", (a, "AGE"), ") has hearing aids. "],
        ["Family history of migraine (", rel.lower(), ", sister). "],
    ])


def room_items(case):
    lab, val = case.room
    return [lab, (val, "LOCATION_OTHER")]


def cc_block(nb, case, gp=True, patient=True):
    import common
    rng = case.rng
    nb.add("\n", rng.choice(["cc: ", "CC ", "Copy to: ", "c.c. "]))
    first = True
    if gp:
        nb.add(common.cname(case.gp, rng.choice(["dr_full", "dr_last"])), ", ", (case.practice, "HOSPITAL"))
        if rng.random() < 0.5:
            nb.add(", ", L.addr_items(rng, case.practice_addr))
        first = False
    if patient:
        nb.add("" if first else "\n" + rng.choice(["    ", "cc: ", "      "]))
        r = rng.random()
        if r < 0.5:
            nb.add(rng.choice(["Patient", "The patient", "Pt (copy)"]))
        else:
            nb.add(case.ptn("title_full"), ", ", L.addr_items(rng, case.addr))
    nb.add("\n")


def typist(nb, case, doc):
    rng = case.rng
    ti = "".join(ch for ch in (doc.first[0] + doc.last[0]) if ch.isalpha())
    sec = case.clin("admin")
    si = (sec.first[0] + sec.last[0]).lower()
    r = rng.random()
    if r < 0.4:
        nb.add((ti.upper(), "DOCTOR"), "/", (si, "DOCTOR"), "\n")
    elif r < 0.7:
        nb.add("Dictated by ", (doc.full(), "DOCTOR"), ", typed by ", (sec.first + " " + sec.last, "DOCTOR"), "\n")
    elif r < 0.85:
        nb.add("DD/", (si, "DOCTOR"), " ", rng.choice(["", "Dictated but not read to avoid delay. "]), "\n")
    else:
        nb.add("Typed: ", (si.upper(), "DOCTOR"), "  Date typed: ", case.D(L.shift(case.visit, rng.randint(1, 9))), "\n")
