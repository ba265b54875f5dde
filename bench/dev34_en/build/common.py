"""Shared note furniture: headers, letterheads, signatures, admin blocks."""
from phi import S
from case import org_name


def pick(c, seq):
    return c.rng.choice(seq)


def chance(c, p):
    return c.rng.random() < p


def prof_s(p):
    """Occupation span; 'retired' stays outside (guideline: retired [teacher])."""
    if p.startswith("retired "):
        return "retired " + S("PROFESSION", p[len("retired "):])
    return S("PROFESSION", p)


def art(word):
    w = word.lower()
    if w.startswith(("hgv", "it ", "mri")) or (w[0] in "aeiou" and not w.startswith(("uni", "use", "eu", "one"))):
        return "an"
    return "a"


def a_prof(p):
    """'a <welder>' / 'an <electrician>' / 'a retired <teacher>'."""
    return art(p) + " " + prof_s(p)


def time_s(c):
    r = c.rng
    h, m = r.randint(7, 19), r.choice([0, 5, 10, 12, 15, 20, 25, 30, 35, 40, 42, 45, 50, 55])
    if c.ampm:
        return "%d:%02d %s" % ((h - 1) % 12 + 1, m, "AM" if h < 12 else "PM")
    return "%02d:%02d" % (h, m)


def site_block(c, inst=None, dept=None, lines=True):
    """Letterhead of an institution."""
    inst = inst or c.site
    out = [inst.n()]
    if dept:
        out.append(dept)
    out.append(c.inst_addr(inst, "block" if lines else "line"))
    tel = "Tel: " + c.phone(inst.phone)
    if chance(c, 0.7):
        tel += pick(c, ["   Fax: ", "  |  Fax ", "\nFax: "]) + c.fax(inst.fax)
    out.append(tel)
    if chance(c, 0.5):
        out.append(pick(c, ["Email: ", "E: "]) + S("EMAIL", inst.email))
    if chance(c, 0.35):
        out.append(pick(c, ["Web: ", "", "www: "]) + S("URL", inst.url))
    return "\n".join(out)


def id_line(c, sep="   "):
    parts = []
    lab = {"US": "MRN", "CA": pick(c, ["MRN", "Chart #", "Hosp #"]), "UK": pick(c, ["Hospital No", "Hosp No.", "MRN", "RTX No"]),
           "IE": pick(c, ["MRN", "Hospital No.", "Chart No."]), "AU": pick(c, ["UR", "UR No.", "MRN"]),
           "NZ": "NHI"}[c.loc.code]
    parts.append("%s: %s" % (lab, S("MRN", c.mrn)))
    if c.nhs:
        parts.append("NHS No: " + S("MRN", c.nhs))
    elif c.loc.code != "NZ" and chance(c, 0.6):
        parts.append(c.hp[0] + ": " + S("HEALTHPLAN", c.hp[1]))
    return sep.join(parts)


def hdr_kv(c, title, loc_line=None, provider=None, extra=()):
    """Label: value header, EHR style."""
    p = c.pt
    lines = [title, "=" * min(len(title), 60) if chance(c, 0.5) else ""]
    nm = pick(c, [p.name("fullmid"), p.name("upper"), p.name("last_first"), p.name("full")])
    lines.append(pick(c, ["Patient Name: ", "Patient: ", "Name: "]) + nm)
    dob = "DOB: " + c.dob_s()
    if chance(c, 0.85):
        dob += pick(c, ["   Age: " + S("AGE", c.age), " (" + S("AGE", c.age) + "y)",
                        "   Age/Sex: " + S("AGE", c.age) + "/" + p.sex, " (" + S("AGE", c.age) + " yrs)"])
    if chance(c, 0.5):
        dob += "   Sex: " + {"M": "Male", "F": "Female", "X": "X"}[p.sex]
    lines.append(dob)
    lines.append(id_line(c))
    if chance(c, 0.45):
        lines.append("%s: %s" % (c.acct[0], S("ACCOUNT", c.acct[1])))
    if chance(c, 0.6):
        lines.append("Address: " + c.addr_s())
    if chance(c, 0.55):
        ph = pick(c, ["Phone: ", "Tel: ", "Contact no: "]) + c.phone(c.mobile)
        if chance(c, 0.4):
            ph += " (mobile); " + c.phone(c.home_phone) + " (home)"
        lines.append(ph)
    if chance(c, 0.2):
        lines.append("Email: " + S("EMAIL", c.email))
    if c.loc.code == "US" and chance(c, 0.5):
        lines.append("Insurance: %s   %s" % (S("ORGANIZATION", org_name(c.rng, c.loc, "insurer")), c.hp_s()))
    if chance(c, 0.45):
        lines.append(pick(c, [gp_word(c).upper() if c.loc.code != "CA" else "Family physician", "Primary care"]) + ": " + c.gp.t("full") + ", " + c.gp_practice.n())
    dl = pick(c, ["Date of Service: ", "Date of visit: ", "Seen: ", "Date: ", "Encounter date: "]) + c.v()
    if chance(c, 0.4):
        dl += " " + time_s(c)
    lines.append(dl)
    if loc_line is not None:
        lines.append(loc_line)
    if provider is not None:
        lines.append(provider)
    lines.extend(extra)
    return "\n".join(l for l in lines if l is not None).replace("\n\n\n", "\n\n")


def hdr_banner(c, title=None):
    p = c.pt
    parts = [p.name("upper"), "DOB " + c.dob_s() + " (" + S("AGE", c.age) + pick(c, ["y", " yrs", "Y"]) + ")"]
    parts.append(id_line(c, " | "))
    top = " | ".join(parts)
    out = [top]
    if title:
        out.insert(0, title)
    if chance(c, 0.5):
        out.append("%s %s | %s" % (c.acct[0], S("ACCOUNT", c.acct[1]), c.site.n()))
    return "\n".join(out)


def hdr_table(c, title, rows_extra=()):
    p = c.pt
    rows = [("Patient", p.name("fullmid")), ("DOB", c.dob_s()), ("Age", S("AGE", c.age)),
            ("MRN" if c.loc.code != "NZ" else "NHI", S("MRN", c.mrn))]
    if c.nhs:
        rows.append(("NHS number", S("MRN", c.nhs)))
    elif chance(c, 0.5) and c.loc.code != "NZ":
        rows.append((c.hp[0], S("HEALTHPLAN", c.hp[1])))
    rows.append(("Address", c.addr_s()))
    if chance(c, 0.6):
        rows.append(("Phone", c.phone(pick(c, [c.mobile, c.home_phone]))))
    rows.append(("Date", c.v()))
    rows.append(("Clinic", c.site.n()))
    rows.extend(rows_extra)
    if chance(c, 0.5):
        body = "\n".join("| %s | %s |" % r for r in rows)
        return "%s\n\n| Field | Detail |\n|---|---|\n%s" % (title, body)
    w = max(len(r[0]) for r in rows) + 2
    return title + "\n" + "\n".join((r[0] + ":").ljust(w) + " " + r[1] for r in rows)


def hdr_terse(c):
    p = c.pt
    s = pick(c, ["Pt: ", "PT: ", "Name: ", ""]) + pick(c, [p.name("full"), p.name("init_surname"), p.name("upper")])
    s += ", " + c.age_s(pick(c, ["sex", "yo", "y/o"]))
    s += "  " + pick(c, ["MRN ", "#", "ID "]) + S("MRN", c.mrn)
    s += "\n" + pick(c, ["Seen ", "DOS ", "Date: "]) + c.v() + pick(c, [" @ ", " at ", " - "]) + c.site.n()
    return s


def letterhead(c, dept, inst=None):
    inst = inst or c.site
    return site_block(c, inst, dept)


def gp_address_block(c):
    lines = [c.gp.t("full"), c.gp_practice.n(), c.inst_addr(c.gp_practice, "block")]
    return "\n".join(lines)


def re_block(c):
    p = c.pt
    s = "Re: " + pick(c, [p.name("fullmid_long"), p.name("upper"), p.title + " " + p.name("full")])
    s += pick(c, ["   DOB: ", ", DOB ", "  D.O.B. "]) + c.dob_s()
    s += "\n" + id_line(c, "   ")
    if chance(c, 0.7):
        s += "\n" + c.addr_s()
    return s


def letter_open(c, dept, clinic_name=None):
    """Letterhead, date, addressee, Re: block, salutation."""
    out = [letterhead(c, dept)]
    out.append("")
    if chance(c, 0.5):
        out.append("Our ref: %s/%s" % (S("DOCTOR", c.cons.initials), S("DOCTOR", c.typist.initials.lower())))
    out.append(pick(c, ["Date: ", "Date dictated: ", "", "Clinic date: "]) + c.v())
    if chance(c, 0.3):
        out.append("Date typed: " + c.dd(c.rng.randint(1, 9)))
    out.append("")
    if chance(c, 0.3):
        out.append(pick(c, ["PRIVATE AND CONFIDENTIAL", "Private & Confidential"]))
    out.append(gp_address_block(c))
    out.append("")
    out.append(re_block(c))
    out.append("")
    out.append("Dear " + c.gp.t() + ",")
    return "\n".join(out)


def cc_block(c):
    lines = ["cc: " + c.gp.t("full") + ", " + c.gp_practice.n() + ", " + c.inst_addr(c.gp_practice)]
    if chance(c, 0.6):
        lines.append("    " + c.pt.title + " " + c.pt.name("full") + ", " + c.addr_s())
    if chance(c, 0.3):
        lines.append("    " + c.cons2.t() + ", " + c.hosp.n())
    return "\n".join(lines)


def sign_letter(c, role=None):
    role = role or "Consultant"
    out = [pick(c, ["Yours sincerely,", "Kind regards,", "Yours faithfully,", "With best wishes,"]), "", ""]
    out.append(c.cons.t("full") if chance(c, 0.5) else c.cons.sig())
    out.append(role)
    if chance(c, 0.6):
        out.append(c.cons.lic())
    if chance(c, 0.4):
        out.append("Secretary: " + c.typist.nm() + "  Tel " + c.phone(c.typist.phone))
    if chance(c, 0.3):
        out.append(S("EMAIL", c.cons.email))
    out.append("")
    if chance(c, 0.5):
        out.append(pick(c, ["Dictated but not read", "Dictated, not signed, to avoid delay",
                            "Electronically approved"]) + ". " + S("DOCTOR", c.cons.initials) + "/" +
                   S("DOCTOR", c.typist.initials.lower()))
    out.append(cc_block(c))
    return "\n".join(out)


def esign(c, who=None, when_days=0):
    who = who or c.cons
    r = c.rng
    s = pick(c, ["Electronically signed by ", "Signed: ", "E-signed: ", "Authenticated by "]) + who.sig()
    if chance(c, 0.5):
        s += " (" + who.lic() + ")"
    s += " on " + c.dd(when_days) + " " + time_s(c)
    if chance(c, 0.55):
        s += "\n" + pick(c, ["Last edited by user: ", "Author login: ", "Entered by: ", "User ID: "]) + S("USERNAME", who.username)
    if chance(c, 0.3):
        co = c.cons if who is not c.cons else c.trainee
        s += "\nCosigned: " + co.sig() + pick(c, [", pager ", ", " + c.loc.pager_word() + " "]) + S("PHONE", co.pager)
    return s


def dictation_footer(c, who=None):
    who = who or c.cons
    r = c.rng
    s = "Dictated by: " + who.t("full") + "\n"
    s += "D: " + c.v() + " " + time_s(c) + "   T: " + c.dd(r.randint(0, 3)) + " " + time_s(c) + "\n"
    s += pick(c, ["Job #: ", "Job ID: ", "Dictation ID: ", "Doc #: "]) + S("IDNUM", str(r.randint(100000, 9999999)))
    s += "   " + S("DOCTOR", who.initials) + "/" + S("DOCTOR", c.typist.initials.lower())
    if chance(c, 0.4):
        s += "\nTranscribed by " + c.typist.nm() + pick(c, ["", ", medical transcriptionist", " (MTS)"])
    return s


def contact_footer(c):
    s = pick(c, ["If you have any queries please contact ", "Queries to ", "For questions call "])
    s += pick(c, ["the clinic secretary, " + c.typist.nm() + ", on ", "the department on ", "our office at "])
    s += c.phone(c.site.phone + (c.loc.ext(c.rng) if chance(c, 0.3) else ""))
    if chance(c, 0.6):
        s += pick(c, [" or fax ", "; fax ", " / fax "]) + c.fax(c.site.fax)
    if chance(c, 0.5):
        s += pick(c, [" or email ", ", email "]) + S("EMAIL", c.site.email)
    return s + "."


def portal_line(c):
    return pick(c, [
        "Patient portal activated; username " + S("USERNAME", c.username) + ". Results will be released to " + S("URL", c.site.url) + ".",
        "Portal account: " + S("USERNAME", c.username) + " (" + S("URL", c.site.url) + ")",
        "Advised to book follow-up online at " + S("URL", c.site.url) + " or call " + c.phone(c.site.phone) + ".",
        "Information leaflet emailed to " + S("EMAIL", c.email) + "; also available at " + S("URL", c.site.url) + ".",
    ])


def telehealth_line(c):
    ip = pick(c, ["203.0.113.%d" % c.rng.randint(1, 254), "198.51.100.%d" % c.rng.randint(1, 254),
                  "192.0.2.%d" % c.rng.randint(1, 254), "10.%d.%d.%d" % (c.rng.randint(0, 254), c.rng.randint(0, 254), c.rng.randint(1, 254)),
                  "172.16.%d.%d" % (c.rng.randint(0, 31), c.rng.randint(1, 254))])
    return pick(c, [
        "Video consultation. Patient joined from " + S("IPADDR", ip) + " via " + S("URL", c.site.url) + "; identity confirmed with name and DOB.",
        "Telehealth session log: client IP " + S("IPADDR", ip) + ", user " + S("USERNAME", c.username) + ", connection stable.",
        "Virtual visit (audio+video). Session host " + S("USERNAME", c.cons.username) + "; patient endpoint " + S("IPADDR", ip) + ".",
    ])


def fu_line(c, weeks=None):
    r = c.rng
    w = weeks or r.choice([2, 4, 6, 8, 12, 16, 26])
    d = c.dd(w * 7)
    return pick(c, ["Review in %d weeks (provisionally %s)." % (w, d),
                    "Follow-up booked for " + d + ".",
                    "F/U %d/52 - appt " % w + d + ".",
                    "Next appointment: " + d + " " + time_s(c) + ", " + c.site.n() + "."])


def occ_sentence(c, where=True):
    """A natural sentence about the patient's occupation."""
    p = c.pt
    if c.child:
        return "%s attends %s." % (p.Pronoun, S("ORGANIZATION", c.school))
    prof = c.profession
    if prof.startswith("retired "):
        return "Retired %s%s." % (S("PROFESSION", prof[8:]), pick(c, ["", " (" + S("ORGANIZATION", c.employer) + ")"]) if where else "")
    if prof in ("student", "PhD student"):
        return "%s at %s." % ("A" + a_prof(prof)[1:], S("ORGANIZATION", c.school or c.employer))
    if prof in ("homemaker", "stay-at-home parent"):
        return "Occupation: %s." % prof_s(prof)
    if where:
        return pick(c, ["Works as %s at %s." % (a_prof(prof), S("ORGANIZATION", c.employer)),
                        "Employed as %s (%s)." % (a_prof(prof), S("ORGANIZATION", c.employer)),
                        "Occupation: %s, %s." % (prof_s(prof), S("ORGANIZATION", c.employer))])
    return pick(c, ["Works as %s." % a_prof(prof), "Occupation: %s." % prof_s(prof)])


def rand_name(c):
    import pools
    sex = c.rng.choice("MF")
    return c.rng.choice(pools.FEMALE if sex == "F" else pools.MALE) + " " + c.rng.choice(pools.SURNAMES)


def rand_given(c):
    import pools
    return c.rng.choice(pools.FEMALE + pools.MALE)


def stem(c):
    import pools
    return c.rng.choice(pools.STEMS)


def rel_occ(r):
    """', who works as a <welder>' for a relative (empty if unknown)."""
    if not r.profession:
        return ""
    if r.profession.startswith("retired "):
        return ", who is a retired " + S("PROFESSION", r.profession[8:])
    if r.profession in ("student", "PhD student"):
        return ", who is a " + S("PROFESSION", r.profession)
    if r.profession in ("homemaker", "stay-at-home parent"):
        return ", who is a " + S("PROFESSION", r.profession)
    return ", who works as " + a_prof(r.profession)


def rel_age(c, r):
    """A plausible age for relative r of the patient."""
    a = c.age
    rel = r.relation
    rng = c.rng
    if rel in ("mother", "father", "stepfather", "stepmother", "mother-in-law", "father-in-law"):
        return min(99, a + rng.randint(19, 40))
    if rel in ("grandmother", "grandfather"):
        return min(104, a + rng.randint(40, 65))
    if rel in ("son", "daughter"):
        return max(1, a - rng.randint(18, 38))
    if rel in ("grandson", "granddaughter", "niece", "nephew"):
        return max(1, a - rng.randint(20, 60))
    return max(16, a + rng.randint(-8, 8))


def date_range(c, start_off, length, style=None):
    """'<3/4>-<3/8>': a range is two DATE spans."""
    from locale_fmt import add_days
    st = style or pick(c, [c.loc.short_style(), c.ds])
    a = add_days(c.visit, start_off)
    b = add_days(a, length)
    return c.d(a, st) + pick(c, ["-", " - ", " to ", "\u2013"]) + c.d(b, st)


def parents(c):
    """'<Ana> and <John Smith>' - two people joined by 'and' are two spans."""
    ps = [x for x in c.rel if x.relation in ("mother", "father", "stepfather", "stepmother")]
    if len(ps) < 2:
        return ps[0].name("full") if ps else c.rel[0].name("full")
    a, b = ps[0], ps[1]
    if b.surname != a.surname:
        return a.name("full") + " and " + b.name("full")
    return a.name("given") + " and " + b.name("full")


def gp_word(c):
    return {"US": "PCP", "CA": "family physician"}.get(c.loc.code, "GP")


LANDMARKS = {
    "public": [("", "Kestrel Point shopping centre"), ("the ", "Harbourside multi-storey car park"), ("", "Victoria Bridge"),
               ("the ", "Mill Quay footbridge"), ("", "Riverside bus interchange"), ("the ", "Castle Hill war memorial"),
               ("", "Market Square car park"), ("the ", "Riverside underpass"), ("the ", "Central Library"),
               ("", "St Anne's church hall"), ("", "Linden House")],
    "night": [("the ", "Crown and Anchor pub"), ("the ", "Riverside nightclub"), ("", "Central Station"),
              ("", "Kestrel Point shopping centre"), ("the ", "Harbour Lights bar")],
    "road": [("the ", "Route 9 overpass"), ("", "Harbour Road roundabout"), ("the ", "Millbrook rail crossing"),
             ("the ", "Kestrel Point turn-off"), ("the ", "Glenview Road bridge")],
}


def landmark(c, kind="public"):
    """A named landmark: the article stays outside the span."""
    art, name = pick(c, LANDMARKS[kind])
    return art + S("LOCATION_OTHER", name)
