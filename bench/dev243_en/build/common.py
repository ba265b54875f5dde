"""Shared note pieces: demographic headers, signatures, copy lists (author 243)."""


def legal_is_prev(c):
    if not hasattr(c, "_legal_prev"):
        c._legal_prev = c.rng.random() < 0.4
    return c._legal_prev


def sex_line(c):
    r = c.rng
    amab = c.ident in ("tf", "nbm")
    return r.choice(["Sex assigned at birth: %s" % ("Male" if amab else "Female"),
                     "Sex (registered): %s" % r.choice(["M", "F", "X"]),
                     "Gender identity: %s" % c.term, "Gender: %s" % c.term, "Sex at birth: %s" % ("M" if amab else "F")])


def demo(d, c, style=None):
    """Demographic header block (one of several EHR looks)."""
    r = c.rng
    style = style or r.choice(["kv", "bar", "caps", "epic", "letter"])
    legal = legal_is_prev(c)
    if style == "kv":
        d.w("Name: {n}\n", n=c.PREV("full") if legal else c.P(r.choice(["full", "full_mid", "title_full"])))
        if legal:
            d.w("Preferred name: {n}  Pronouns: {pr}\n", n=c.P("given"), pr=c.pron)
        else:
            d.w("Pronouns: {pr}\n", pr=c.pron)
        d.w("DOB: {dob}   Age: {a}\n", dob=c.D(c.dob), a=(str(c.age), "AGE"))
        if c.c in ("UK", "CA") and r.random() < 0.8:
            d.w("{lab}: {v}   {lab2}: {m}\n", lab="NHS No" if c.c == "UK" else r.choice(["HCN", "OHIP #", "PHN"]),
                v=c.NHS(), lab2=r.choice(["Hosp No", "MRN", "Unit No", "Chart #"]), m=c.MRN())
        else:
            d.w("MRN: {m}\n", m=c.MRN())
        if r.random() < 0.6:
            d.w("Address: {a}\n", a=c.ADDR("line"))
        if r.random() < 0.5:
            d.w("Tel: {p}\n", p=c.PH(r.choice(["home", "mobile"])))
    elif style == "bar":
        d.w("{n} | {s} | DOB {dob} ({a}) | {lab} {m}\n",
            n=c.P(r.choice(["last_first", "full"])), s=c.pron,
            dob=c.D(c.dob), a=c.A(form=r.choice(["{}y", "{} y", "{}yo"])), lab=r.choice(["MRN", "Hosp#", "MR#"]), m=c.MRN())
        if legal:
            d.w("Legal name on record: {n}\n", n=c.PREV(r.choice(["full", "last_first", "caps_full"])))
    elif style == "caps":
        d.w("PATIENT: {n}\n", n=c.PREV("last_first_caps") if legal else c.P("last_first_caps"))
        if legal:
            d.w("AKA / CHOSEN NAME: {n}\n", n=c.P(r.choice(["caps_full", "full"])))
        d.w("DOB: {dob}  MRN: {m}  {lab}: {a}\n", dob=c.D(c.dob), m=c.MRN(),
            lab=r.choice(["ACCT", "FIN", "CSN", "ENC"]), a=c.ACCT())
        if c.c == "US" and r.random() < 0.35:
            d.w("SSN: {s}\n", s=ssn(c))
        d.w("{s}\n", s=sex_line(c))
    elif style == "epic":
        d.w("{n} ({pr})\n", n=c.P(r.choice(["full", "full_mid"])), pr=c.pron)
        d.w("{a} {g}, DOB {dob}\n", a=c.A(form=r.choice(["{} y.o.", "{} yo", "{} y/o"])),
            g=c.term, dob=c.D(c.dob))
        d.w("MRN {m}  Visit #{v}\n", m=c.MRN(), v=c.ACCT("visit"))
        if legal:
            d.w("Legal name: {n} (name change in progress)\n", n=c.PREV("full"))
    else:
        d.w("Re: {n}", n=c.P(r.choice(["title_full", "full", "full_mid"])))
        if legal:
            d.w(" (legal name {n})", n=c.PREV("full"))
        d.w("\nDOB: {dob}", dob=c.D(c.dob))
        if c.c == "UK":
            d.w("   NHS number: {v}", v=c.NHS())
        else:
            d.w("   MRN: {v}", v=c.MRN())
        d.w("\n")
        if r.random() < 0.7:
            d.w("{a}\n", a=c.ADDR("line"))


def letterhead(d, c, kind):
    r = c.rng
    d.w("{s}\n", s=c.S(kind))
    if r.random() < 0.6:
        d.w("{h}\n", h=c.S("hosp") if kind != "hosp" else r.choice(["Department of Endocrinology", "Outpatients Block C"]))
    if r.random() < 0.55:
        d.w("{a}", a=faddr(c, kind, r.choice(["line", "block"])))
    else:
        d.w("{st}, {city}", st=r.choice(["Outpatient Department", "Department of Endocrinology", "Gender Service Offices",
                                          "Clinical Psychology", "Main Reception"]), city=c.CITY())
        if c.c != "UK":
            d.w(", {s}", s=c.STATE(True))
    d.w("\nTel: {p}", p=c.PH("clinic"))
    if r.random() < 0.7:
        d.w("   Fax: {f}", f=c.FAX())
    d.w("\n")
    if r.random() < 0.5:
        d.w("Email: {e}\n", e=c.clinic_email(kind if kind in ("gic", "hosp", "surg", "fert", "slt", "gp", "pharm") else "gic"))
    if r.random() < 0.3:
        d.w("{u}\n", u=c.URL(kind))


def sig(d, c, role, style=None):
    r = c.rng
    style = style or r.choice(["esig", "letter", "dict", "plain"])
    if style == "esig":
        d.w("Electronically signed by {n} on {dt} at {t}\n", n=c.Dr(role, "sig"), dt=c.D(c.visit), t=c.time())
    elif style == "letter":
        d.w("{close}\n\n{n}\n{cred}\n", close=r.choice(["Yours sincerely,", "Kind regards,", "With best wishes,",
                                                          "Sincerely,", "Yours faithfully,"]),
            n=c.Dr(role, r.choice(["title_full", "full", "title_full"])), cred=c.doc(role).cred)
        if r.random() < 0.5:
            lab, kind = lic_kind(c, role)
            d.w("{lab} {v}\n", lab=lab, v=c.LIC(role, kind))
    elif style == "dict":
        d.w("Dictated by: {n}\nDictated: {dd}  Typed: {td}\n{a}/{b}\n",
            n=c.Dr(role, r.choice(["title_full", "full_cred"])), dd=c.D(c.visit),
            td=c.D(c.ahead(1, 6)), a=c.Dr(role, "INITIALS"), b=c.Dr("admin", "initials"))
    else:
        d.w("-- {n}", n=c.Dr(role, r.choice(["full_cred", "init_family_cred", "title_family"])))
        d.w(" {t}\n", t=c.time())


def cc(d, c, roles=("gp",)):
    r = c.rng
    d.w("cc: ")
    first = True
    for role in roles:
        if not first:
            d.w("; ")
        first = False
        if role == "patient":
            d.w("{n} (patient)", n=c.P(r.choice(["title_full", "full"])))
        else:
            d.w("{n}, {s}", n=c.Dr(role, r.choice(["title_full", "title_family", "full"])),
                s=c.S({"gp": "gp", "endo": "hosp", "psych": "mh", "surgeon": "surg"}.get(role, "gic")))
    d.w("\n")


def pn(c):
    """Pronoun forms (subject, object, possessive, verb suffix, be, have)."""
    p = c.pron.split("/")[0]
    tab = {"she": ("she", "her", "her", "s", "is", "has"), "he": ("he", "him", "his", "s", "is", "has"),
           "they": ("they", "them", "their", "", "are", "have"), "xe": ("xe", "xem", "xyr", "s", "is", "has"),
           "fae": ("fae", "faer", "faer", "s", "is", "has"), "any pronouns": ("they", "them", "their", "", "are", "have")}
    return tab.get(p, tab["they"])


def faddr(c, kind, style="line"):
    """Street address of a care site or organisation (cached per kind)."""
    import phi
    import pools as P
    key = "addr_" + kind
    if key not in c._sites:
        r = c.rng
        if c.c == "UK":
            town, county = r.choice(P.UK_TOWNS)
            st, ab = county, town
        else:
            town, st, ab = r.choice(P.US_CITIES if c.c == "US" else P.CA_CITIES)
            st = ab if r.random() < 0.8 else st
        c._sites[key] = (phi.street(c.rng, c.c), town, st, phi.postcode(c.rng, c.c, ab))
    s, town, st, z = c._sites[key]
    sep = "\n" if style == "block" else ", "
    if c.c == "UK":
        return [(s, "STREET"), sep, (town, "CITY"), sep if style == "block" else " ", (z, "ZIP")]
    return [(s, "STREET"), sep, (town, "CITY"), ", ", (st, "STATE"), " ", (z, "ZIP")]


def times_sorted(c, k):
    """k ascending times of day in one format (times are never PHI)."""
    r = c.rng
    hs = sorted(r.sample(range(7, 22), k))
    f = r.choice(["24", "24", "ampm"] if c.c != "UK" else ["24"])
    out = []
    for h in hs:
        m = r.randint(0, 59)
        out.append("%02d:%02d" % (h, m) if f == "24" else "%d:%02d %s" % ((h - 1) % 12 + 1, m, "PM" if h >= 12 else "AM"))
    return out


def lic_kind(c, role):
    """Registration label and number kind for a clinician."""
    doc = c.doc(role)
    if c.c == "UK":
        if role == "pharm":
            return "GPhC", "gphc"
        return ("GMC", "gmc") if doc.title else ("NMC PIN", "nmc")
    if c.c == "US":
        return ("NPI", "npi") if doc.title or role in ("nurse", "gic", "endo") else ("Lic.", "state")
    return ("CPSO", "cpso") if doc.title else ("Reg.", "cpso")


def ssn(c):
    """Fictional SSN (US, starts 9 or 000) or SIN (Canada, starts 9)."""
    from phi import rand_digits

    def mk(r):
        if c.c == "CA":
            return r.choice(["9%s %s %s", "9%s-%s-%s"]) % (rand_digits(r, 2), rand_digits(r, 3), rand_digits(r, 3))
        if r.random() < 0.65:
            return "9%s-%s-%s" % (rand_digits(r, 2), rand_digits(r, 2), rand_digits(r, 4))
        return "000-%s-%s" % (rand_digits(r, 2), rand_digits(r, 4))
    return (c.idv("ssn", mk), "SSN")


def bio(c, prefix):
    from phi import rand_digits
    return (c.idv("bio_" + prefix, lambda r: "%s-%s" % (prefix, rand_digits(r, r.choice([6, 7, 8])))), "BIOID")
