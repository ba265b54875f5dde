"""Reusable note blocks: letterheads, signatures, ADL tables, equipment
lists, background paragraphs (dev249_en)."""

import clin as K
import ids as I
from core import Ph


def svc_addr(c):
    return c.cached("svc_addr", lambda: I.make_addr(c.rng, c.country))


def letterhead(n, c, org, title=None, contacts=True):
    r = c.rng
    n.ln("{o}", o=org)
    if r.random() < 0.7:
        a = svc_addr(c)
        n.ln("{a}", a=I.addr(r, a, "comma" if c.country == "UK" else "one", False))
    if contacts:
        bits = []
        bits.append(["Tel ", c.TEL("land", ext=True)])
        if r.random() < 0.6:
            bits.append(["Fax ", c.FAX()])
        if r.random() < 0.5:
            bits.append(["Email ", c.EMAIL(org_like=True)])
        if r.random() < 0.35:
            bits.append(["Web ", c.URL()])
        for i, b in enumerate(bits):
            n.add(" | " if i else "", b)
        n.nl()
    if title:
        n.nl().ln(title)


def signature(n, c, p, reg=True, contact=True, date=True):
    r = c.rng
    n.nl()
    n.ln(r.choice(["Signed: ", "Signature: ", "", "Regards,\n", "Kind regards\n", "Yours sincerely,\n\n"]) + "{s}",
         s=c.S(p, r.choice(["full", "full", "init", "fullmid"])))
    if p.role == "ot" and reg:
        if not getattr(p, "reg", None):
            p.reg = c.LIC("ot")
        lab, v = p.reg
        n.ln(lab + " {v}", v=v)
    if contact:
        if r.random() < 0.7:
            n.f("Tel {t}", t=c.TEL(r.choice(["land", "mob"]), ext=True))
            if r.random() < 0.6:
                n.f("  Email {e}", e=c.EMAIL(p))
            n.nl()
    if date:
        n.ln("Date: {d}", d=c.D(r.randint(0, 3)))


def adl_table(n, c, style=None):
    r = c.rng
    rows = K.adl_line(r)
    s = style or r.choice(["pipe", "colon", "dash"])
    if s == "pipe":
        n.ln("| Activity | Level | Comment |")
        n.ln("|---|---|---|")
        for a, lvl in rows:
            n.ln("| %s | %s | %s |" % (a, lvl, r.choice(["", "uses " + K.mobility_aid(r), "fatigues",
                                                              "poor sitting balance", "slow but safe",
                                                              "needs prompting", "O2 tubing trip hazard"])))
    elif s == "colon":
        for a, lvl in rows:
            n.ln("%s: %s" % (a, lvl))
    else:
        for a, lvl in rows:
            n.ln("- %s - %s" % (a.lower(), lvl))


def equipment_list(n, c, k=None, assets=True, numbered=True):
    r = c.rng
    items = K.pick(r, K.EQUIP, k or r.randint(2, 6))
    for i, it in enumerate(items):
        pre = "%d. " % (i + 1) if numbered else r.choice(["- ", "* ", "o "])
        n.add(pre, it)
        if r.random() < 0.25:
            n.add(" [", r.choice(K.EQUIP_CODES), "]")
        if assets and r.random() < 0.5:
            n.add(r.choice([" - asset ", " asset no. ", " (ID ", " S/N "]))
            last = n.buf[-1]
            n.add(c.DEV("asset" if "S/N" not in last else "serial"))
            if last == " (ID ":
                n.add(")")
        n.nl()
    return items


def background(n, c, who=None):
    """Narrative social background with family, profession, origin, dates."""
    r = c.rng
    p = c.pt
    he = "He" if p.sex == "M" else "She"
    his = "his" if p.sex == "M" else "her"
    n.add(who or c.P(r.choice(["title", "given", "full"])))
    n.f(" is a{s} ", s="n" if str(c.age).startswith("8") or c.age in (11, 18) else "")
    n.add(c.A(r.choice(["yearold", "yo", "yrs"])))
    n.f(" {g} ", g=r.choice(["lady", "woman", "female", "lady"] if p.sex == "F" else
                            ["gentleman", "man", "male", "gentleman"]))
    n.f("with a background of {dx}. ", dx=", ".join(K.dx(r, r.randint(2, 4), c.age)))
    k = r.random()
    if k < 0.3:
        n.f("{he} lives alone in a {pr} in {city}", he=he, pr=r.choice(K.PROPERTY[c.country]), city=c.CITY())
    elif k < 0.6:
        n.f("{he} lives with {his} {rel} {f} in a {pr}", he=he, his=his, rel=c.nok.role,
            f=c.F(), pr=r.choice(K.PROPERTY[c.country]))
    else:
        n.f("Lives in a {pr}; {rel} {f} ({fa}) lives nearby in {city} and visits most days",
            pr=r.choice(K.PROPERTY[c.country]), rel=c.nok.role, f=c.F(),
            fa=Ph(str(max(20, c.age - r.randint(24, 34))) if c.nok.role in ("son", "daughter") else
                  str(max(19, c.age + r.randint(-6, 4))), "AGE"),
            city=Ph(c.rng.choice(_towns(c)), "CITY"))
    n.add(". ")
    k = r.random()
    if k < 0.45:
        n.f("{he} {was} a {job}", he=he, was=r.choice(["was", "worked as", "is a retired", "was formerly a"]),
            job=c.JOB())
        if r.random() < 0.5:
            n.f(" at {o}", o=c.org("employer"))
        if r.random() < 0.4:
            n.f(" until {y}", y=Ph(str(c.visit.year - r.randint(3, 30)), "DATE"))
        n.add(". ")
    elif k < 0.6:
        n.f("Works part-time as a {job}. ", job=c.JOB())
    if r.random() < 0.25 and c.age > 60:
        n.f("Widowed since {y} (%s died aged {a}). " % ("wife" if p.sex == "M" else "husband"),
            y=Ph(str(c.visit.year - r.randint(1, 15)), "DATE"), a=Ph(str(c.age - r.randint(-6, 12)), "AGE"))
    if r.random() < 0.25:
        kid = c.new_person()
        n.f("%s {k} is a {j} and %s. " % (r.choice(["Son", "Daughter", "Grandson", "Niece"]), r.choice(
            ["helps at weekends", "lives abroad", "works long shifts", "is the main contact for equipment"])),
            k=c.F(kid, "given"), j=c.JOB(r.choice(["plumber", "nurse", "teacher", "paramedic", "accountant",
                                                  "electrician", "police officer", "shop manager", "chef"])))
    if r.random() < 0.3:
        n.f("Moved from {co} in {y}. ", co=c.COUNTRY_OF_ORIGIN(),
            y=Ph(str(c.dob.year + r.randint(18, 40)), "DATE"))
    if r.random() < 0.3:
        n.f("Attends {ch} weekly. ", ch=c.org("church"))
    if r.random() < 0.5:
        n.f("Current care: {cp} via {ag}. ", cp=K.care_package(r), ag=c.org("agency"))
    n.nl()


def _towns(c):
    import pools_places as PP
    src = {"UK": PP.UK_TOWNS, "AU": PP.AU_TOWNS, "CA": PP.CA_TOWNS}[c.country]
    return [t[0] for t in src]


def other_town(c):
    return Ph(c.rng.choice(_towns(c)), "CITY")


def cc_block(n, c, extra=None):
    r = c.rng
    n.ln("cc:")
    n.ln("  {d}, {p}", d=c.DR(), p=c.site("gp"))
    if r.random() < 0.5:
        n.ln("  {f} ({rel})", f=c.F(style="full"), rel=c.nok.role)
    if extra:
        n.ln("  {e}", e=extra)
