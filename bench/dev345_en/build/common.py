"""Blocks shared by the genre writers: demographics, GP, sign-offs, labs."""
import fmt as F
from nb import pad, flat

TRAVEL = [("Thailand", "COUNTRY"), ("Spain", "COUNTRY"), ("Portugal", "COUNTRY"),
          ("India", "COUNTRY"), ("Pakistan", "COUNTRY"), ("Nigeria", "COUNTRY"),
          ("Poland", "COUNTRY"), ("Greece", "COUNTRY"), ("Cyprus", "COUNTRY"),
          ("Jamaica", "COUNTRY"), ("Vietnam", "COUNTRY"), ("Canada", "COUNTRY"),
          ("Australia", "COUNTRY"), ("Mexico", "COUNTRY"), ("Japan", "COUNTRY"),
          ("Kenya", "COUNTRY"), ("Brazil", "COUNTRY"), ("the Philippines", None),
          ("Dubai", "CITY"), ("Florida", "STATE"), ("Lisbon", "CITY"), ("Cape Town", "CITY"),
          ("South Africa", "COUNTRY"), ("Chile", "COUNTRY"), ("Morocco", "COUNTRY"),
          ("Ireland", "COUNTRY"), ("Scotland", "COUNTRY"), ("Singapore", "COUNTRY"),
          ("New Zealand", "COUNTRY"), ("Sri Lanka", "COUNTRY"), ("Lithuania", "COUNTRY")]

INTERPRETER = ["Polish", "Romanian", "Urdu", "Punjabi", "Arabic", "Portuguese", "Mandarin",
               "Cantonese", "Somali", "Tigrinya", "Lithuanian", "Farsi", "Bengali", "Tongan",
               "Samoan", "Te reo Maori", "Irish", "Welsh", "Vietnamese", "Spanish", "isiZulu"]


def tm_after(rng, t, lo=10, hi=150):
    h, m = int(t[:2]), int(t[3:])
    tot = min(h * 60 + m + rng.randint(lo, hi), 23 * 60 + 55)
    return "%02d:%02d" % divmod(tot, 60)


def art(word):
    return "an" if word[:1].lower() in "aeiou" else "a"


def tm(rng, lo=7, hi=21):
    return "%02d:%02d" % (rng.randint(lo, hi), rng.choice([0, 5, 10, 12, 15, 20, 25, 30, 35, 40, 45, 48, 50, 55]))


ORIGINS = {
    "anglo": ["England", "Australia", "Canada", "the United States"],
    "irish": ["Ireland"], "scots_welsh": ["Scotland", "Wales"],
    "south_asian": ["India", "Pakistan", "Bangladesh", "Sri Lanka"],
    "east_asian": ["China", "South Korea", "Japan", "Vietnam", "Malaysia"],
    "west_african": ["Nigeria", "Ghana", "Sierra Leone"],
    "east_south_african": ["Somalia", "Kenya", "Zimbabwe", "South Africa", "Eritrea"],
    "arabic_persian_turkish": ["Syria", "Iran", "Lebanon", "Turkey", "Iraq", "Egypt"],
    "east_european": ["Poland", "Romania", "Lithuania", "Ukraine", "Latvia", "Slovakia"],
    "south_european": ["Italy", "Greece", "Portugal", "Spain", "Cyprus"],
    "hispanic": ["Mexico", "El Salvador", "Colombia", "Guatemala", "Peru"],
    "maori_pacific": ["Tonga", "Samoa", "Fiji", "the Cook Islands"],
    "filipino": ["the Philippines"],
    "caribbean": ["Jamaica", "Trinidad and Tobago", "Barbados", "Guyana"],
    "afrikaans": ["South Africa", "Namibia"],
}


def origin(c, rng):
    """Country of origin of the patient (pieces) or None when it is home."""
    opts = ORIGINS.get(getattr(c.pt, "group", "anglo"), ["Poland"])
    name = rng.choice(opts)
    home = c.country_name().lower()
    if name.lower() in (home, "the " + home) or (c.c == "UK" and name in ("England", "Scotland", "Wales")):
        return None
    if name.startswith("the "):
        return ["the ", (name[4:], "COUNTRY")]
    return (name, "COUNTRY")


def travel(rng, home):
    while True:
        name, typ = rng.choice(TRAVEL)
        if name.lower() in (home.lower(), "the " + home.lower()):
            continue
        if name == "the Philippines":
            return ["the ", ("Philippines", "COUNTRY")]
        if typ is None:
            return name
        return (name, typ)


def sex_word(c, style=0):
    if style == 0:
        return c.sex
    if style == 1:
        return "Female" if c.sex == "F" else "Male"
    return "woman" if c.sex == "F" else "man"


def age_phrase(c, rng):
    """Pieces describing the age: '64-year-old', '64yo', 'aged 64', '64 y'."""
    a = c.age_t()
    r = rng.random()
    if r < 0.35:
        return [a, "-year-old"]
    if r < 0.55:
        return [a, "yo"]
    if r < 0.7:
        return [a, " y/o"]
    if r < 0.8:
        return [(F.words(c.age), "AGE"), "-year-old"]
    return [a, " year old"]


def pt_name(c, rng, style=None):
    p = c.pt
    r = rng.randint(0, 6) if style is None else style
    return [p.full(), p.caps(), p.fullm(), p.caps_all(), p.lf(), p.full(), [c.title + " ", p.full()]][r]


def pt_ref(c, rng, start=False):
    """A short mention of the patient inside narrative."""
    r = rng.random()
    if r < 0.45:
        return [c.title + " ", c.pt.ln()]
    if r < 0.7:
        return c.pt.fn()
    if r < 0.8:
        return c.pt.full()
    return "The patient" if start else "the patient"


def staff_sig(c, p, rng, lic=True, role=True, bleep=False):
    out = []
    if p.kind in ("cons", "reg", "jr"):
        r = rng.random()
        out += ["Dr ", p.full() if r < 0.6 else (p.iln() if r < 0.85 else p.ln())]
    else:
        out += [p.full() if rng.random() < 0.7 else p.iln()]
    if role:
        out += [", ", p.role]
    if lic and p.lic:
        out += [" (", p.lic_label, " ", (p.lic, "LICENSE"), ")"] if rng.random() < 0.6 else \
            [" | ", p.lic_label, ": ", (p.lic, "LICENSE")]
    if bleep:
        out += [rng.choice([" bleep ", " | bleep ", ", pager ", " x"]), (p.bleep, "PHONE")]
    return out


def dr(p, rng):
    """'Dr Okafor' style reference for doctors, name only for others."""
    if p.kind in ("cons", "reg", "jr"):
        return ["Dr ", p.ln() if rng.random() < 0.6 else p.full()]
    return p.fn() if rng.random() < 0.5 else p.full()


def demo_block(n, c, rng, style=None):
    """Patient demographic block with identifiers, address and phones."""
    st = rng.randint(0, 3) if style is None else style
    addr_sep = ", " if st != 2 else "\n         "
    if st == 0:
        n.f("Name: {nm}    DOB: {dob} ({age}y)    Sex: {sx}\n", nm=pt_name(c, rng, 1), dob=c.D(c.dob),
            age=c.age_t(), sx=c.sex)
        for i, (lab, val) in enumerate(c.ids):
            n.f("{lab}: {v}", lab=lab, v=val)
            n.t("    " if i < len(c.ids) - 1 else "\n")
        n.f("Address: {a}\n", a=c.addr.pieces())
        n.f("Tel: {t} (home)  {m} (mobile)\n", t=(c.tel, "PHONE"), m=(c.mob, "PHONE"))
    elif st == 1:
        n.f("PATIENT: {nm}   {age}{sx}   DOB {dob}\n", nm=c.pt.caps_all(), age=c.age_t(),
            sx=c.sex, dob=c.D(c.dob))
        n.v([[lab, " ", val, " | "] for lab, val in c.ids])
        n.f("Ph {m}\n", m=(c.mob, "PHONE"))
        n.f("Addr: {a}\n", a=c.addr.pieces())
    elif st == 2:
        n.f("Patient name : {nm}\n", nm=pt_name(c, rng, 4))
        n.f("Date of birth: {dob}    Age: {age}\n", dob=c.D(c.dob), age=c.age_t())
        for lab, val in c.ids:
            n.f("{lab:<13}: {v}\n".replace("{lab:<13}", "%-13s" % lab), v=val)
        n.f("Address      : {a}\n", a=c.addr.pieces(sep=addr_sep))
        n.f("Contact      : {m}\n", m=(c.mob, "PHONE"))
    else:
        n.f("{nm}, {age} {sx}, DOB {dob}. ", nm=pt_name(c, rng, 0), age=c.age_t(),
            sx="female" if c.sex == "F" else "male", dob=c.D(c.dob))
        n.v([[lab, " ", val, ". "] for lab, val in c.ids])
        n.f("Lives at {a}. Tel {t}.\n", a=c.addr.pieces(), t=(c.tel, "PHONE"))


def gp_block(n, c, rng, style=None):
    st = rng.randint(0, 2) if style is None else style
    term = c.gp_term()
    if st == 0:
        n.f("{term}: Dr {gp}, {pr}, {a}\n", term=term[:1].upper() + term[1:],
            gp=c.gp.full(), pr=(c.gp_prac, "HOSPITAL"), a=c.gp_addr.pieces())
        n.f("Tel {t}   Fax {fx}   Email {em}\n", t=(c.gp_tel, "PHONE"), fx=(c.gp_fax, "FAX"),
            em=(c.gp_email, "EMAIL"))
    elif st == 1:
        n.f("Registered {term}: Dr {gp} ({pr}) - tel {t}\n", term=term, gp=c.gp.iln(),
            pr=(c.gp_prac, "HOSPITAL"), t=(c.gp_tel, "PHONE"))
    else:
        n.f("{term} practice: {pr}, {city}. Dr {gp}. Fax: {fx}\n", term=term.upper() if term != "family physician" else "FP",
            pr=(c.gp_prac, "HOSPITAL"), city=(c.gp_addr.city, "CITY"), gp=c.gp.ln(),
            fx=(c.gp_fax, "FAX"))


def labs_block(n, s, rng, header=True, sep=None):
    sep = sep or rng.choice(["\n", "; ", ", "])
    if any("  " in x for x in s.labs):
        sep = "\n"
    if header:
        n.t(rng.choice(["Bloods: ", "Labs: ", "Results: ", "Ix: "]))
        if sep == "\n":
            n.t("\n")
    n.t(sep.join(s.labs))
    n.t("\n")


def list_block(n, items, rng, bullet=None):
    b = bullet if bullet is not None else rng.choice(["- ", "* ", "  ", "o "])
    for i, it in enumerate(items):
        if b == "#":
            n.t("%d. " % (i + 1))
        else:
            n.t(b)
        n.v(it)
        n.t("\n")


def pmh_inline(n, s):
    for i, x in enumerate(s.pmh):
        if i:
            n.t(", ")
        n.v(x)


def hosp_header(n, c, rng):
    n.f("{h}\n", h=(c.hosp, "HOSPITAL"))
    if rng.random() < 0.6:
        n.f("{a}\n", a=c.hosp_addr.pieces())
    if rng.random() < 0.5:
        n.f("Switchboard {s}", s=(c.switch, "PHONE"))
        if rng.random() < 0.5:
            n.f("  |  {u} direct line {d}", u=c.unit, d=(c.unit_tel, "PHONE"))
        n.t("\n")


def bay(rng, c):
    """A bed/chair/trolley/room reference as pieces (label outside, value inside)."""
    r = rng.random()
    if r < 0.3:
        return ["Chair ", (str(rng.randint(1, 16)), "LOCATION_OTHER")]
    if r < 0.5:
        return ["Trolley ", (str(rng.randint(1, 12)), "LOCATION_OTHER")]
    if r < 0.65:
        return ["Bay ", (rng.choice("ABCDEF"), "LOCATION_OTHER"), " bed ", (str(rng.randint(1, 6)), "LOCATION_OTHER")]
    if r < 0.8:
        return ["Room ", (str(rng.randint(1, 24)) + rng.choice(["", "", "A", "B"]), "LOCATION_OTHER")]
    if r < 0.9:
        return ["Cubicle ", (str(rng.randint(1, 14)), "LOCATION_OTHER")]
    return ["Recliner ", (str(rng.randint(1, 10)), "LOCATION_OTHER")]


def short_bay(rng):
    r = rng.random()
    if r < 0.4:
        return ("C%d" % rng.randint(1, 16), "LOCATION_OTHER")
    if r < 0.6:
        return ("T%d" % rng.randint(1, 12), "LOCATION_OTHER")
    if r < 0.8:
        return ("%s%d" % (rng.choice("ABCD"), rng.randint(1, 6)), "LOCATION_OTHER")
    return ("R%d" % rng.randint(1, 8), "LOCATION_OTHER")


def mini_patient(rng, c):
    """A second patient for multi-patient documents (boards, worklists)."""
    p = F.make_person(rng, c.c, "PATIENT")
    age = rng.choice([rng.randint(19, 45), rng.randint(46, 79), rng.randint(80, 99)])
    if c.c == "UK":
        mrn = F.nhs_number(rng) if rng.random() < 0.5 else c.mrn[:1] + F.digits(rng, len(c.mrn) - 1)
    elif c.c == "NZ":
        mrn = F.letters(rng, 3, "ABCDEFGHJKLMNPRSTUVWXYZ") + F.digits(rng, 4)
    else:
        mrn = F.digits(rng, len(c.mrn)) if c.mrn.isdigit() else c.mrn[:1] + F.digits(rng, len(c.mrn) - 1)
    p.age = age
    p.mrn = mrn
    return p
