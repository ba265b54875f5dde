"""Shared note blocks: demographics, letterheads, sign-offs, cc lists, audit trails."""
from phi import P


def demo_block(c, style=None, with_gp=True, with_nok=True, with_ids=2):
    """Patient demographics header.  Returns a list of marked lines."""
    r, p = c.r, c.pt
    style = style or c.ch("fields", "fields", "strip", "table")
    lines = []
    ids = [(p.pid[0], P("MRN", p.pid[1]))]
    if with_ids >= 2:
        ids.append((p.hno[0], P("MRN", p.hno[1])) if c.chance(0.5) or not p.plan
                   else (p.plan[0], P("HEALTHPLAN", p.plan[1])))
    if with_ids >= 3 and p.plan and not any(k == p.plan[0] for k, _ in ids):
        ids.append((p.plan[0], P("HEALTHPLAN", p.plan[1])))
    if style == "strip":
        name = c.nm(p, c.ch("uc", "u", "full", "tf"))
        lines.append("%s | DOB %s (%s) | %s: %s" % (
            name, c.dob(), c.age(p.age, c.ch("bare", "yrs", "y", "sex")), ids[0][0], ids[0][1]))
        extra = " | ".join("%s %s" % i for i in ids[1:])
        addr = c.addr_inline()
        lines.append(addr + ((" | " + extra) if extra else ""))
        lines.append("Tel %s | Mob %s" % (c.tel("land") if c.chance(0.5) else P("PHONE", p.land),
                                          P("PHONE", p.mob)))
    elif style == "table":
        lines.append("+--------------------+-------------------------------------------+")
        rows = [("Name", c.nm(p, c.ch("uc", "full", "u"))),
                ("DOB / Age", "%s / %s" % (c.dob(), c.age(p.age, c.ch("bare", "yrs", "years")))),
                ("Sex", c.sex_word().capitalize())]
        rows += [(k, v) for k, v in ids]
        rows.append(("Address", c.addr_inline()))
        rows.append(("Phone", P("PHONE", p.mob)))
        if c.chance(0.6):
            rows.append(("Email", P("EMAIL", p.email)))
        for k, v in rows:
            lines.append("| %-18s | %s" % (k, v))
        lines.append("+--------------------+-------------------------------------------+")
    else:
        lines.append("Name: %s" % c.nm(p, c.ch("full", "uc", "tf", "u")))
        lines.append("DOB: %s%s" % (c.dob(), c.ch("", "   Age: " + c.age(p.age, "bare"),
                                                  " (" + c.age(p.age, c.ch("yrs", "y", "bare")) + ")")))
        for k, v in ids:
            lines.append("%s: %s" % (k, v))
        if c.chance(0.5):
            lines.append("Address: " + c.addr_inline())
        else:
            al = c.addr_lines()
            lines.append("Address: " + al[0])
            for a in al[1:]:
                lines.append("         " + a)
        lines.append("%s %s" % (c.ch("Tel:", "Phone:", "Contact:", "Mobile:"), P("PHONE", p.mob)))
        if c.chance(0.5):
            lines.append("Email: " + P("EMAIL", p.email))
    if with_nok:
        rel = c.rel("nok", nok_relation(c))
        lines.append("%s: %s (%s) %s" % (c.ch("NOK", "Next of kin", "Emergency contact"),
                                         c.nm(rel, c.ch("full", "tf", "full")), rel.relation,
                                         c.tel("mob")))
    if with_gp:
        gp = c.staff("gp", c.loc.gp_word, "Dr")
        lines.append("%s: %s, %s" % (c.ch("GP", "Registered GP", "Usual GP") if c.code != "en-CA"
                                     else "Family physician", c.doc(gp, style=c.ch("ts", "tf", "tis")),
                                     c.pl("practice")))
    return lines


def nok_relation(c):
    a = c.pt.age
    if a < 16:
        return c.ch("mother", "father", "mum", "grandmother", "aunt", "stepfather")
    if a > 65:
        return c.ch("wife", "husband", "daughter", "son", "niece", "nephew", "neighbour", "friend")
    return c.ch("wife", "husband", "partner", "mother", "sister", "brother", "friend", "father")


def letterhead(c, kind="acute", key=None, dept=None, with_web=None):
    name = c.plname(kind, key)
    T = c.place(kind, key)[0]
    a = c.new_address()
    lines = [P(T, name)]
    if dept:
        lines.append(dept)
    lines.append(", ".join(c.addr_parts(a)))
    tel = "Tel: %s" % c.tel("land", ext=c.chance(0.3))
    if c.chance(0.7):
        tel += "   Fax: %s" % c.fax()
    lines.append(tel)
    if c.chance(0.6):
        lines.append("Email: %s" % c.org_email(name))
    if with_web or (with_web is None and c.chance(0.35)):
        lines.append("Web: %s" % c.org_url(name))
    return lines


def signature(c, p, closing=None, reg=True):
    lines = []
    if closing:
        lines += [closing, ""]
    lines += c.signoff(p, reg=reg)
    if c.chance(0.4):
        lines.append("%s %s" % (c.ch("Direct line:", "Tel:", "Secretary:", "Bleep"),
                                c.tel("land", ext=c.chance(0.5))))
    if c.chance(0.3):
        lines.append(c.staff_email(p))
    return lines


def cc_block(c, extra=None):
    gp = c.staff("gp", c.loc.gp_word, "Dr")
    lines = ["cc:"]
    lines.append("  %s, %s, %s" % (c.doc(gp, style=c.ch("ts", "tf", "tis")), c.pl("practice"),
                                   c.addr_inline(c.new_address())))
    lines.append("  %s (patient), %s" % (c.nm(c.pt, c.ch("tf", "full", "ts")), c.addr_inline()))
    if extra:
        lines += ["  " + e for e in extra]
    return lines


def dictation_footer(c, author, typist=None):
    typist = typist or c.staff("typist", "medical secretary", None)
    d1 = c.today
    d2 = c.ahead(1, 6)
    k = c.r.randint(0, 3)
    ini_a = author.initials(dots=False)
    ini_t = typist.initials(dots=False).lower()
    if k == 0:
        return ["Dictated: %s  Typed: %s  %s/%s" % (c.dd(d1, "dmy2"), c.dd(d2, "dmy2"),
                                                     P("DOCTOR", ini_a), P("DOCTOR", ini_t))]
    if k == 1:
        return ["D: %s T: %s" % (c.dd(d1), c.dd(d2)),
                "DD/%s" % P("DOCTOR", ini_t)]
    if k == 2:
        return ["Dictated by %s on %s, transcribed by %s %s" % (
            c.doc(author, style="tf"), c.dd(d1), c.nm(typist, "full"), c.dd(d2)),
            "Dictated but not read to avoid delay."]
    return ["%s/%s  dict %s  typed %s" % (P("DOCTOR", ini_a), P("DOCTOR", ini_t),
                                          c.dd(d1, "dot"), c.dd(d2, "dot"))]


def audit_line(c, who, d=None, action="Entered"):
    d = d or c.today
    return "%s by %s (%s) %s %02d:%02d" % (action, c.username(who), c.nm(who, "full"),
                                           c.dd(d, c.ch("dmy", "dash4", "iso", "dMony")),
                                           c.r.randint(7, 21), c.r.randint(0, 59))


def med_lines(c, n=None, prefix="- "):
    n = n or c.r.randint(2, 6)
    return [prefix + d for d in c.drugs(n)]


ENTRY_TEXTS = [
    "BP check {bp}, no change to meds", "bloods taken, FBC/U&E/HbA1c", "telephone review, stable",
    "repeat prescription authorised", "INR 2.6, continue same dose", "dressing L shin, healing well",
    "med review, SE discussed", "flu vaccine given L deltoid", "ECG done, SR 72, no acute changes",
    "results discussed, ferritin 9 - started iron", "smear taken, routine recall",
    "letter from {hosp} scanned and coded", "DNA appointment - text reminder sent",
    "spirometry: FEV1/FVC 0.64, post-BD 0.66", "B12 injection given, next due in 12/52",
]


def prior_entries(c, n=None, header="Previous entries:"):
    """A short journal of earlier dated entries by named staff."""
    n = n or c.r.randint(2, 4)
    lines = [header]
    d = c.today
    pool = [("pn", "practice nurse", None, True), ("hca", "HCA", None, False),
            ("gp2", c.loc.gp_word, "Dr", False), ("anp", "ANP", None, True),
            ("pharm", "clinical pharmacist", None, False)]
    for _ in range(n):
        d = c.ago(3, 60) if d == c.today else d - __import__("datetime").timedelta(days=c.r.randint(3, 70))
        key, job, title, nurse = c.r.choice(pool)
        who = c.staff(key, job, title, nurse=nurse)
        txt = c.r.choice(ENTRY_TEXTS).format(bp="%d/%d" % (c.r.randint(110, 160), c.r.randint(65, 95)),
                                             hosp=c.pl("acute"))
        lines.append("  %s  %s (%s): %s" % (c.dd(d, c.ch("dmy", "dmy2", "dash4", "dMony")),
                                            c.nm(who, c.ch("full", "ts", "ini", "gi")),
                                            job, txt))
    return lines
