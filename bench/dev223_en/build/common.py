"""Shared blocks: letterheads, demographics headers, social and family history,
signatures and EHR footers (author 223)."""
import pools
from phi import P, digits, letters
import clin


def prof_items(prof):
    if prof.startswith("retired "):
        return ["retired ", P(prof[8:], "PROFESSION")]
    return [P(prof, "PROFESSION")]


def a_an(word):
    return "an" if word[0].lower() in "aeiou" else "a"


def letterhead(n, c, dept):
    r = c.rng
    h = c.hosp
    caps = r.random() < 0.3
    n.add(P(h.name.upper() if caps else h.name, "HOSPITAL"), "\n")
    n.t(dept + "\n")
    n.add(c.hosp_addr(), "\n")
    n.add("Tel: ", P(h.phone, "PHONE"))
    if r.random() < 0.7:
        n.add("   Fax: ", P(h.fax, "FAX"))
    n.t("\n")
    if r.random() < 0.45:
        n.add(P(h.url, "URL"), "\n")
    n.t("\n")


def demo(n, c, style=None):
    """Patient demographics header."""
    r = c.rng
    p = c.pt
    style = style or r.choice(["grid", "lines", "re", "compact"])
    if style == "grid":
        n.add("Patient: ", P(p.form("caps_comma"), "PATIENT"), "    ", c.mrn_label(), ": ", P(c.mrn, "MRN"), "\n")
        n.add("DOB: ", c.D(c.dob), "  (", P(str(c.age), "AGE"), r.choice(["y", " yrs", "Y", ""]), ")    Sex: ", c.sex, "\n")
        if c.uk:
            n.add("NHS Number: ", P(c.nhs, "MRN"), "\n")
        elif r.random() < 0.6:
            n.add(r.choice(["FIN", "Acct", "Visit #", "Encounter #"]), ": ", P(c.acct, "ACCOUNT"), "\n")
    elif style == "lines":
        n.add("Name: ", P(p.form(r.choice(["full", "full_mid", "comma"])), "PATIENT"), "\n")
        n.add("D.O.B.: ", c.D(c.dob), "\n")
        n.add(c.mrn_label(), ": ", P(c.mrn, "MRN"), "\n")
        if c.uk and r.random() < 0.7:
            n.add("NHS no.: ", P(c.nhs, "MRN"), "\n")
        if r.random() < 0.5:
            n.add("Address: ", c.paddr(), "\n")
    elif style == "re":
        n.add("Re: ", p.title + " ", P(p.form(r.choice(["full", "full_mid"])), "PATIENT"), ", DOB ", c.D(c.dob))
        if c.uk:
            n.add(", NHS No. ", P(c.nhs, "MRN"))
        n.add(", ", c.mrn_label(), " ", P(c.mrn, "MRN"), "\n")
        if r.random() < 0.6:
            n.add(c.paddr(), "\n")
    else:
        n.add(P(p.form("caps"), "PATIENT"), " | ", P(c.mrn, "MRN"), " | ", c.D(c.dob), " | ",
              P(str(c.age), "AGE"), c.sex, "\n")
    if style in ("grid", "lines"):
        admin(n, c, 0.3)
    n.t("\n")


def admin(n, c, p=0.5):
    """Registration / payer lines: insurance, SSN or NI number, episode number."""
    r = c.rng
    if r.random() >= p:
        return
    if c.uk:
        v = r.random()
        if v < 0.45:
            n.add("NI No: ", P(c.ssn, "SSN"), "\n")
        elif v < 0.75:
            n.add("Private patient - ", P(c.insurer, "ORGANIZATION"), ", policy ", P(c.plan, "HEALTHPLAN"))
            if r.random() < 0.5:
                n.add(", auth ref ", P("PA" + digits(r, 6), "IDNUM"))
            n.t("\n")
        else:
            n.add(r.choice(["Episode no: ", "Spell ID: ", "Attendance no: "]), P(c.acct, "ACCOUNT"), "\n")
        return
    v = r.random()
    if v < 0.55:
        n.add("Insurance: ", P(c.insurer, "ORGANIZATION") if r.random() < 0.7 else "Medicare",
              r.choice([", Member ID ", "  ID# ", ", Subscriber # "]), P(c.plan, "HEALTHPLAN"))
        if r.random() < 0.5:
            n.add("  Group ", P(c.group, "HEALTHPLAN"))
        n.t("\n")
    if v > 0.35:
        n.add(r.choice(["SSN: ", "SS#: ", "Social Security No: "]), P(c.ssn, "SSN"), "\n")
    if r.random() < 0.4:
        n.add(r.choice(["Acct #: ", "Visit: ", "HAR: "]), P(c.acct, "ACCOUNT"), "\n")


def social(n, c, short=False):
    r = c.rng
    rel, fam = c.fam[0]
    bits = 0
    if r.random() < 0.85:
        n.add(r.choice(["Lives with ", "Lives with ", "Lives at home with "]), c.his, " ", rel, " ",
              P(fam.form(r.choice(["first", "full", "first"])), "FAMILY"))
        if r.random() < 0.6:
            n.add(" in ", P(c.addr["city"], "CITY"))
            if not c.uk and r.random() < 0.4:
                n.add(", ", P(c.addr["region"], "STATE"))
        n.t(". ")
        bits += 1
    else:
        n.t(r.choice(["Lives alone", "Lives alone in a bungalow", "Lives alone, 2nd floor flat no lift" if c.uk else "Lives alone, 3rd floor walk-up"]))
        if r.random() < 0.5:
            n.add(" in ", P(c.addr["city"], "CITY"))
        n.t(". ")
    prof = c.profession
    v = r.random()
    if v < 0.4:
        n.add(r.choice(["Works as ", "Employed as "]), a_an(prof.replace("retired ", "")) + " ", P(prof.replace("retired ", ""), "PROFESSION"),
              " for ", P(c.org, "ORGANIZATION"), ". ")
    elif v < 0.8:
        if prof.startswith("retired "):
            n.add("Retired ", P(prof[8:], "PROFESSION"), ". ")
        else:
            n.add(r.choice(["Occupation: ", "Former ", "Works as "]), P(prof, "PROFESSION"), ". ")
    else:
        n.add("Was ", a_an(prof.replace("retired ", "")), " ", P(prof.replace("retired ", ""), "PROFESSION"),
              " until ", c.Y(r.randint(1, 15)), ". ")
    if r.random() < 0.35:
        n.add("Born in ", P(c.country_origin, "COUNTRY"), ", moved here in ", c.Y(r.randint(2, max(3, min(50, c.age - 5)))), ". ")
    sm = r.random()
    if sm < 0.35:
        n.add("Ex-smoker, ", str(r.randint(5, max(6, min(60, c.age - 20)))), " pack-years, quit ", c.Y(r.randint(1, max(2, min(30, c.age - 25)))), ". ")
    elif sm < 0.55:
        n.t("Current smoker %d/day. " % r.randint(5, 30))
    else:
        n.t(r.choice(["Never smoker. ", "Non-smoker. ", "Nonsmoker. "]))
    n.t(r.choice(["Alcohol %d units/wk. " % r.randint(0, 30) if c.uk else "EtOH %d drinks/wk. " % r.randint(0, 14),
                  "No alcohol. ", "Occasional EtOH. "]))
    if not short and r.random() < 0.3:
        n.add(r.choice(["Active in ", "Volunteers with ", "Member of "]), P(c.rng.choice([o for o in (pools.ORGS_UK if c.uk else pools.ORGS_US)
                                                                                if o not in pools.INSURERS_UK + pools.INSURERS_US]), "ORGANIZATION"), ". ")
    if not short and len(c.fam) > 1 and r.random() < 0.6:
        rel2, f2 = c.fam[1]
        n.add(rel2.capitalize(), " ", P(f2.form(r.choice(["full", "first"])), "FAMILY"))
        if r.random() < 0.5:
            n.add(" (", P(r.choice(pools.REL_PROF), "PROFESSION"), ")")
        n.add(" is NOK, tel ", c.tel(mobile=True), ". ")
    if c.uk and not short and r.random() < 0.15:
        n.add("Drives; blue badge holder, vehicle reg ", c.plate(), ". ")
    n.t("\n")


def fhx(n, c):
    r = c.rng
    v = r.random()
    if v < 0.3:
        n.t("FHx: nil of note.\n")
        return
    rel = r.choice(["Father", "Mother", "Brother", "Sister", "Paternal uncle"])
    n.add("FHx: ", rel, " ", r.choice(["died of MI aged ", "MI at ", "CABG at age ", "sudden death at ", "AAA repair at "]),
          P(str(r.randint(41, 79)), "AGE"))
    if r.random() < 0.5:
        n.add("; ", r.choice(["mother", "father", "brother"]), " ", r.choice(["stroke aged ", "died at ", "AAA rupture at "]),
              P(str(r.randint(52, 94)), "AGE"))
    n.t(".\n")


def sign(n, c, role, style=None, title=None):
    r = c.rng
    s = c.st(role)
    style = style or r.choice(["us", "uk"] if True else None)
    if c.uk:
        n.add(s.ref(r.choice(["title_full", "full", "title"])) if s.title else s.ref("full"))
        if s.cred:
            n.t(" " + s.cred)
        n.t("\n")
        if title:
            n.t(title + "\n")
        if s.lic and r.random() < 0.65:
            if role in ("nurse", "nurse2", "coord"):
                n.add("NMC PIN ", P(s.lic, "LICENSE"), "\n")
            elif role in ("perf", "perf2"):
                n.add("SCPS reg. ", P(s.lic, "LICENSE"), "\n")
            else:
                n.add("GMC ", P(s.lic, "LICENSE"), "\n")
        if r.random() < 0.5:
            n.add(r.choice(["Bleep ", "bleep ", "Ext "]), P(s.bleep, "PHONE"))
            if r.random() < 0.5:
                n.add(" | ", P(s.email, "EMAIL"))
            n.t("\n")
    else:
        n.add(s.ref("cred") if s.cred else s.ref("full"), "\n")
        if title:
            n.t(title + "\n")
        if r.random() < 0.6:
            if role in ("perf", "perf2"):
                n.add("CCP cert # ", P(digits(r, 5), "LICENSE"))
            elif role in ("nurse", "nurse2", "coord", "rt"):
                n.add("RN Lic # ", P(letters(r, 2) + digits(r, 6), "LICENSE"))
            else:
                n.add("NPI ", P(s.lic, "LICENSE"))
                if r.random() < 0.3:
                    n.add("  DEA ", P(s.dea, "LICENSE"))
            n.t("\n")
        if r.random() < 0.5:
            n.add(r.choice(["Pager ", "pgr ", "Cell "]), P(s.bleep if r.random() < 0.7 else c.tel().v, "PHONE"))
            if r.random() < 0.4:
                n.add("  ", P(s.email, "EMAIL"))
            n.t("\n")


def efooter(n, c, role, when=None):
    r = c.rng
    s = c.st(role)
    when = when or c.op
    v = r.random()
    if v < 0.35:
        n.add("Electronically signed by ", P(s.user, "USERNAME"), " on ", c.D(when), " at ", clin.tm(r), "\n")
    elif v < 0.6:
        n.add("Signed: ", s.ref("full"), " (", P(s.user, "USERNAME"), ") ", c.D(when), " ", clin.tm(r), "\n")
    elif v < 0.8:
        n.add("Last edited by ", P(s.user, "USERNAME"), " ", c.D(when), " ", clin.tm(r), " from workstation ", c.ip(), "\n")
    else:
        n.add("Document ID ", P(r.choice(["DOC", "CN", "NT"]) + digits(r, 8), "IDNUM"), " - authenticated ", c.D(when), "\n")


def cc(n, c, who=("gp",)):
    r = c.rng
    n.t("cc: ")
    first = True
    for w in who:
        if not first:
            n.t("; ")
        first = False
        if w == "gp":
            n.add(c.dr("gp", "title"), ", ", P(c.practice, "HOSPITAL"))
        elif w == "patient":
            n.add(c.pn("title_full"))
            if r.random() < 0.5:
                n.add(", ", c.paddr())
            else:
                n.t(r.choice([" (patient)", ""]))
        else:
            n.add(c.dr(w, "title"), ", ", P(c.ref_hosp.name, "HOSPITAL"))
    n.t("\n")


def dictated(n, c, role, when=None, typed=None):
    r = c.rng
    when = when or c.op
    typed = typed or c.days(when, r.randint(1, 3))
    s = c.st(role)
    sec = c.st("sec")
    v = r.random()
    if v < 0.4:
        n.add(P(s.form("initials_bare"), "DOCTOR"), "/", P(sec.form("initials_bare").lower(), "DOCTOR"), "\n")
    elif v < 0.7:
        n.add("D: ", c.D(when), "  T: ", c.D(typed), "  DD/", P(sec.form("initials_bare").lower(), "DOCTOR"), "\n")
    else:
        n.add("Dictated but not checked. Typed by ", P(sec.form(r.choice(["full", "first"])), "DOCTOR"), "\n")
