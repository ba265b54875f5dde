"""Shared building blocks: section layout, header blocks, dictation footers,
social and family history. All return marked strings."""
import datetime as dt

import fake
import pools
from seg import P
from tpl import T


# ------------------------------------------------------------ layout
def sec(x, title, body):
    """One section in the note's layout."""
    if isinstance(body, (list, tuple)):
        body = "\n".join(b for b in body if b)
    lay = x.layout
    if lay == "caps-headers":
        return "%s:\n%s\n" % (title.upper(), body)
    if lay == "caps-inline":
        return "%s: %s\n" % (title.upper(), body)
    if lay == "title-case":
        return "%s:\n%s\n" % (title.title().replace("And ", "and ").replace("Of ", "of "), body)
    if lay == "underlined":
        t = title.upper()
        return "%s\n%s\n%s\n" % (t, "-" * len(t), body)
    # letter / report: plain paragraphs with light headings
    return "%s: %s\n" % (title.title(), body)


def join(parts, sep="\n"):
    return sep.join(p for p in parts if p)


def header_block(x, fields, style=None):
    """fields: list of (label, marked value). Label case follows the layout."""
    r = x.r
    fields = [(a, b) for a, b in fields if b]
    style = style or r.choice(["form", "form", "twocol", "pipes"])
    if style == "form":
        w = max(len(a) for a, _ in fields) + 2
        return "\n".join(("%s:" % a).ljust(w) + b for a, b in fields)
    if style == "pipes":
        return "\n".join(" | ".join("%s: %s" % (a, b) for a, b in fields[i:i + 3])
                         for i in range(0, len(fields), 3))
    lines = []
    for i in range(0, len(fields), 2):
        left = "%s: %s" % fields[i]
        # visible length (markers are invisible)
        vis = len(_plain(left))
        if i + 1 < len(fields):
            lines.append(left + " " * max(3, 40 - vis) + "%s: %s" % fields[i + 1])
        else:
            lines.append(left)
    return "\n".join(lines)


def _plain(s):
    from seg import render
    return render(s)[0]


def hosp_banner(x, with_addr=None, caps=None):
    r = x.r
    h = x.hospital()
    caps = r.random() < 0.5 if caps is None else caps
    name = h.name.upper() if caps else h.name
    out = [P("HOSPITAL", name)]
    if with_addr is None:
        with_addr = r.random() < 0.55
    if with_addr:
        out.append(x.place_addr(h))
        if r.random() < 0.6:
            out.append(r.choice(["Tel ", "Phone: ", "Main: ", "(", ""]).rstrip("(") +
                       P("PHONE", h.phone) +
                       (("   Fax " + P("FAX", h.fax)) if r.random() < 0.5 else ""))
    return "\n".join(out)


def pt_fields(x, dob=True, sexage=False):
    r = x.r
    pf = [(r.choice(["PATIENT NAME", "PATIENT", "NAME", "PT NAME"]),
           x.PT(r.choice(["lf_caps", "lf_caps", "lf_caps_nomid", "caps_full", "lf"])))]
    pf.append((r.choice(["MEDICAL RECORD #", "MR#", "MRN", "MED REC NO", "UNIT NO", "HOSP NO"]),
               P("MRN", x.mrn)))
    if dob:
        pf.append((r.choice(["DATE OF BIRTH", "DOB", "BIRTH DATE"]), x.D(x.dob)))
    if sexage:
        pf.append(("AGE/SEX", P("AGE", str(x.age)) + r.choice(["/", " ", "Y/", "y "]) + x.sex))
    return pf


# ------------------------------------------------------------ footers
def dictation_footer(x, doc, dd, dtr=None, cc=None, style=None):
    """Old transcription-system footer. dd/dtr are dates."""
    r = x.r
    dtr = dtr or dd + dt.timedelta(days=r.choice([0, 1, 1, 2]))
    style = style or r.choice(["classic", "classic", "labelled", "esign"])
    f = r.choice(["mdy", "mdy", "mdy2z", "mdy_np"]) if not x.L.dmy else "dmy"
    hm = lambda: "%02d:%02d" % (r.randint(6, 22), r.randint(0, 59))
    out = []
    if style == "classic":
        out.append("_" * r.randint(24, 40))
        out.append(x.DOC(doc, r.choice(["full_cred", "caps_full_cred", "full_cred"])))
        out.append("")
        out.append(x.footer_initials(doc))
        out.append("DD: %s %s" % (P("DATE", fake.fmt_date(dd, f)), hm()))
        out.append("DT: %s %s" % (P("DATE", fake.fmt_date(dtr, f)), hm()))
        out.append(r.choice(["Job #: ", "JOB: ", "Job ID ", "Doc #: "]) + P("IDNUM", fake.job_no(r)))
    elif style == "labelled":
        tr = x.staff("transcriptionist", "nurse")
        out.append("Dictated by: " + x.DOC(doc, r.choice(["full_cred", "lf_caps_cred"])))
        out.append("Dictated: %s %s" % (P("DATE", fake.fmt_date(dd, f)), hm().replace(":", "")))
        out.append("Transcribed: %s %s by %s" % (P("DATE", fake.fmt_date(dtr, f)),
                                                 hm().replace(":", ""),
                                                 P("DOCTOR", tr.initials(lower=True))))
        out.append("Transcription job " + P("IDNUM", fake.job_no(r)) + "   " +
                   x.footer_initials(doc))
        if r.random() < 0.5:
            out.append("DICTATED BUT NOT READ")
    else:
        out.append("Electronically signed by %s on %s at %s" % (
            x.DOC(doc, r.choice(["full_cred", "lf_cred" if False else "full_cred"])),
            P("DATE", fake.fmt_date(dtr, f)), hm()))
        if r.random() < 0.6:
            out.append("Signed from workstation %s (user %s)" % (P("IPADDR", fake.ip(r)),
                                                                 P("USERNAME", doc.username(r))))
        else:
            out.append("Login: %s" % P("USERNAME", doc.username(r)))
        out.append("D: %s  T: %s  %s" % (P("DATE", fake.fmt_date(dd, f)),
                                          P("DATE", fake.fmt_date(dtr, f)),
                                          x.footer_initials(doc)))
    if cc:
        out.append("")
        out.append("cc: " + cc[0])
        for c in cc[1:]:
            out.append("    " + c)
    return "\n".join(out)


def cc_pcp(x):
    """cc line(s) for the PCP and clinic."""
    r = x.r
    pcp = x.staff("pcp", "physician")
    cl = x.clinic()
    lines = [x.DOC(pcp, r.choice(["full_cred", "dr_full", "dr"]))]
    lines.append(P("HOSPITAL", cl.name))
    if r.random() < 0.5:
        lines.append(x.place_addr(cl))
    if r.random() < 0.4:
        lines.append("Fax " + P("FAX", cl.fax))
    return lines


# ------------------------------------------------------------ social / family
def occupation(x):
    r = x.r
    k = r.random()
    if x.age >= 68 or k < 0.3:
        prof = r.choice(pools.RETIRED_PROF)
        tpl = r.choice([
            "Retired {P}.", "{He} is a retired {P}.",
            "Retired in {Y:-%d} after %d years as a {P} at {O}." % (r.randint(2, 15), r.randint(12, 40)),
            "Worked as a {P} for many years; retired.", "Former {P}, retired since {Y:-%d}." % r.randint(1, 20),
        ])
    elif k < 0.85:
        prof = r.choice(pools.PROFESSIONS)
        tpl = r.choice([
            "Works as a {P} at {O}.", "{He} is employed as a {P} by {O}.",
            "Occupation: {P} ({O}).", "Works full time as a {P}.",
            "{He} is a {P} at {O} and is worried about missing work.",
            "Employed at {O} as a {P} for %d years." % r.randint(1, 30),
        ])
    else:
        prof = r.choice(pools.PROFESSIONS)
        tpl = r.choice(["On disability since {Y:-%d}; previously worked as a {P}." % r.randint(1, 12),
                        "Unemployed since {MY:-%d}, formerly a {P} at {O}." % r.randint(2, 20)])
    org = r.choice(pools.EMPLOYERS + pools.SCHOOLS)
    s = tpl.replace("{P}", P("PROFESSION", prof)).replace("{O}", P("ORGANIZATION", org))
    s = s.replace("{He}", x.He)
    return T(x, s)


def living(x):
    r = x.r
    if x.married:
        opts = [
            "Lives with {his} {SPOUSE} in {CITY}.",
            "Married, lives with {his} {SPOUSEF} in a one-story home in {CITY}.",
            "Lives with {his} {SPOUSEF} and two teenage children in {CITY}.",
            "Lives in {CITY} with {his} {SPOUSE}, who is {his} primary support.",
        ]
    else:
        opts = [
            "Widowed since {Y:-%d}. Lives alone in {CITY}; {his} daughter {FAMF:dau:daughter} lives nearby "
            "and checks on {him} daily." % r.randint(1, 15),
            "Divorced. Lives with {his} son {FAM:son:son} and his family in {CITY}.",
            "Lives at {REHAB} since {MY:-%d}." % r.randint(3, 30),
            "Single, lives alone in an apartment in {CITY}; close friend {FAMF:friend} is {his} emergency contact.",
            "Widowed; lives with {his} sister {FAMF:sis:sister} in {CITY}.",
        ]
    return T(x, r.choice(opts))


def relative_job(x):
    r = x.r
    rels = ["daughter", "son", "sister", "brother"]
    if x.married:
        rels.append(x.spouse_or_next()[0])
    rel = r.choice(rels)
    prof = r.choice(pools.PROFESSIONS)
    org = r.choice(pools.EMPLOYERS + pools.CHURCHES + pools.SCHOOLS)
    tpl = r.choice([
        "{His} %s {FAM:%s:%s} is a %s at %s and helps with medications." % (
            rel, rel, rel, P("PROFESSION", prof), P("ORGANIZATION", org)),
        "{His} %s, {FAMF:%s:%s}, works as a %s and will be the main support after discharge." % (
            rel, rel, rel, P("PROFESSION", prof)),
        "%s {FAM:%s:%s} (%s) accompanies {him} today." % (rel.capitalize(), rel, rel, P("PROFESSION", prof)),
    ])
    return T(x, tpl)


def habits(x):
    r = x.r
    tob = r.choice(["Never smoker.", "Former smoker, quit in {Y:-%d}, %d pack-years." % (r.randint(2, 30), r.randint(5, 60)),
                    "Current smoker, 1 ppd x %d years." % r.randint(5, 50), "Smokes 1/2 ppd; uses e-cigarettes.",
                    "Tobacco: denies.", "Chews tobacco."])
    alc = r.choice(["Drinks socially.", "Denies alcohol.", "Drinks 2-3 beers daily.",
                    "Alcohol: rare, a glass of wine on holidays.", "Quit drinking in {Y:-%d}." % r.randint(2, 25),
                    "6 drinks per week."])
    drug = r.choice(["No illicit drug use.", "Denies IVDU.", "Uses marijuana occasionally.", "Remote cocaine use, none in 20 years.",
                     ""])
    return T(x, " ".join(a for a in (tob, alc, drug) if a))


def origin_line(x):
    r = x.r
    countries = pools.COUNTRY_BY_ORIGIN.get(x.pt.origin)
    if not countries or r.random() < 0.3:
        return ""
    c = r.choice(countries)
    pre = ""
    if c.startswith("the "):
        pre, c = "the ", c[4:]
    yr = max(x.dob.year + 5, x.anchor.year - r.randint(2, 45))
    return T(x, r.choice([
        "Born in %s%s; moved to the U.S. in %s." % (pre, P("COUNTRY", c), P("DATE", str(yr))),
        "Originally from %s%s, emigrated in %s. Speaks English well." % (
            pre, P("COUNTRY", c), P("DATE", str(yr))),
        "Immigrated from %s%s in %s; interpreter not needed." % (pre, P("COUNTRY", c), P("DATE", str(yr))),
    ]))


def travel_line(x):
    r = x.r
    c = r.choice(pools.TRAVEL_COUNTRIES)
    pre = ""
    if c.startswith("the "):
        pre, c = "the ", c[4:]
    return T(x, r.choice([
        "Recent travel to %s%s in {MY:-1}." % (pre, P("COUNTRY", c)),
        "Returned from visiting family in %s%s on {D:-%d}." % (pre, P("COUNTRY", c), r.randint(5, 40)),
        "No recent travel outside {CITY}.",
        "Traveled to %s%s over {HOL}; no sick contacts." % (pre, P("COUNTRY", c)),
    ]))


def social_history(x, n=4):
    r = x.r
    parts = [living(x), occupation(x), habits(x)]
    extra = [relative_job, origin_line, travel_line,
             lambda x: T(x, r.choice(["Attends {ORG:%s} weekly." % r.choice(pools.CHURCHES),
                                      "Enjoys fishing at {LM:%s}." % r.choice(pools.LANDMARKS),
                                      "Drives; owns a pickup truck.", "Ambulates with a cane.",
                                      "Has a dog and two cats.",
                                      "Insurance through {his} employer, {ORG:%s}." % r.choice(pools.EMPLOYERS)]))]
    r.shuffle(extra)
    for fn in extra[:max(0, n - 3)]:
        parts.append(fn(x))
    return " ".join(p for p in parts if p)


def family_history(x):
    r = x.r
    out = []
    m_age = r.randint(max(45, x.age + 15) if x.age < 60 else 55, 98)
    out.append(r.choice([
        "Mother died at %s of %s." % (P("AGE", str(min(m_age, 104))), r.choice(["MI", "stroke", "breast cancer", "complications of Alzheimer's disease", "CHF"])),
        "Mother alive at %s with %s." % (P("AGE", str(min(x.age + r.randint(18, 35), 104))), r.choice(["hypertension", "Parkinson's disease", "dementia", "diabetes"])) if x.age < 70 else
        "Mother deceased in %s (%s)." % (P("DATE", str(x.anchor.year - r.randint(3, 40))), r.choice(["colon cancer", "stroke", "COPD"])),
    ]))
    out.append(r.choice([
        "Father had an MI at age %s and died at %s." % (P("AGE", str(r.randint(42, 60))), P("AGE", str(r.randint(61, 88)))),
        "Father with type 2 diabetes and Crohn's disease, died in %s." % P("DATE", str(x.anchor.year - r.randint(2, 40))),
        "Father died at %s in a farm accident." % P("AGE", str(r.randint(30, 70))),
        "Father unknown.",
    ]))
    sib = x.family("sib", r.choice(["brother", "sister"]))
    out.append(T(x, r.choice([
        "%s %s, %s, has %s." % (("Brother" if sib.sex == "M" else "Sister"), P("FAMILY", sib.first),
                                P("AGE", str(max(20, x.age + r.randint(-8, 8)))),
                                r.choice(["colon cancer", "CAD", "Hashimoto's thyroiditis", "lupus", "ALS"])),
        "One %s with early CAD (stent at %s)." % (("brother" if sib.sex == "M" else "sister"), P("AGE", str(r.randint(40, 58)))),
        "No family history of sudden cardiac death or bleeding disorders.",
    ])))
    return " ".join(out)


def hcp_line(x):
    r = x.r
    rels = ["daughter", "son", "niece", "sister"]
    if x.married:
        rels += [x.spouse_or_next()[0]] * 2
    rel = r.choice(rels)
    p = x.family(rel, rel)
    return "%s: %s (%s), %s" % (r.choice(["Health care proxy", "HCP", "Emergency contact", "NOK"]),
                                x.FAM(p, "full"), rel, x.phone(r.choice(["paren", "dash"])))
