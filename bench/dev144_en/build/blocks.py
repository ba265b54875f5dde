"""Shared note blocks: headers, demographics, clinical lists, signatures."""
import pools as P
import neg as N


def nm(p, typ, form="full", r=None):
    if r is not None and isinstance(form, (list, tuple)):
        form = r.choice(form)
    v = {"full": p.full, "fml": p.fml, "lf": p.lf, "LF": p.LF,
         "first": lambda: p.first, "last": lambda: p.last,
         "inits": p.inits, "inits0": lambda: p.inits(False),
         "fi_last": p.fi_last, "first_li": p.first_li,
         "nick": lambda: p.nick or p.first}[form]()
    return (v, typ)


def dr(x, p, form=None):
    """Staff name with title/credential outside the span."""
    r = x.r
    form = form or r.choice(["full", "full", "last", "fi_last", "fml"])
    v = nm(p, "DOCTOR", form)
    cred = getattr(p, "cred", "")
    kind = getattr(p, "kind", "md")
    if kind in ("md", "res") and form in ("last", "fi_last") or (kind == "md" and r.random() < 0.3):
        return ["Dr " if x.c in ("UK", "AU") and r.random() < 0.6 else "Dr. ", v]
    if cred and r.random() < 0.7:
        return [v, r.choice([", ", " "]) + cred]
    return [v]


def age(x, n=None, style=None, sex=None):
    r = x.r
    n = x.age if n is None else n
    if n == 0:
        m = r.randint(1, 11)
        st = r.choice(["{a}-month-old", "{a} months old", "{a}/12 old", "{a} mo"])
        pre, post = st.split("{a}")
        return [pre, (str(m), "AGE"), post]
    style = style or r.choice(["yo", "yo", "y/o", "-year-old", " years old", "yo_tight",
                               "sex", "sex_tight", "aged", "word"])
    sx = sex or x.pt.sex
    if style == "yo":
        return [(str(n), "AGE"), " yo"]
    if style == "yo_tight":
        return [(str(n), "AGE"), "yo"]
    if style == "y/o":
        return [(str(n), "AGE"), r.choice([" y/o", " y.o.", "y"])]
    if style == "-year-old":
        return [(str(n), "AGE"), "-year-old"]
    if style == " years old":
        return [(str(n), "AGE"), " years old"]
    if style == "sex":
        return [(str(n), "AGE"), " " + sx]
    if style == "sex_tight":
        return [(str(n), "AGE"), sx]
    if style == "aged":
        return ["aged ", (str(n), "AGE")]
    if style == "word":
        return [(words(n), "AGE"), "-year-old"]
    return [(str(n), "AGE")]


def words(n):
    import phi
    return phi.words(n)


def header(d, x, title, dept=None, addr=None, contact=None):
    r = x.r
    dept = dept or r.choice(["Emergency Department", "Emergency Dept", "EMERGENCY DEPARTMENT",
                             "Department of Emergency Medicine", "ED"])
    if r.random() < 0.5:
        d.w((x.hosp.upper() if r.random() < 0.4 else x.hosp, "HOSPITAL"), "\n", dept, "\n")
    else:
        d.w((x.hosp, "HOSPITAL"), " - ", dept, "\n")
    if addr or (addr is None and r.random() < 0.35):
        d.w(x.address(town=x.town), "\n")
    if contact or (contact is None and r.random() < 0.35):
        d.w("Tel ", (x.phone(mobile=False), "PHONE"))
        if r.random() < 0.7:
            d.w("  Fax ", (x.phone(mobile=False, ext=False), "FAX"))
        d.w("\n")
    d.w(title, "\n")
    if r.random() < 0.6:
        d.w("=" * len(title) if r.random() < 0.5 else "-" * 40, "\n")


def demo(d, x, fields=None, sep=": ", ssn=False):
    """Key/value demographic block."""
    r = x.r
    c = x.c
    p = x.pt
    if fields is None:
        fields = ["name", "dob", "agesex", "mrn", "acct"]
        if c == "UK" and r.random() < 0.8:
            fields.insert(3, "nhs")
        if c in ("US", "CA", "AU") and r.random() < 0.55:
            fields.append("plan")
        if r.random() < 0.5:
            fields.append("addr")
        if r.random() < 0.45:
            fields.append("phone")
        if r.random() < 0.45:
            fields.append("nok")
        if r.random() < 0.4:
            fields.append("gp")
        if ssn or (c in ("US", "CA") and r.random() < 0.3) or (c == "UK" and r.random() < 0.15):
            fields.append("ssn")
    for f in fields:
        if f == "name":
            d.w(r.choice(["Patient", "Name", "Pt Name", "PATIENT"]), sep, nm(p, "PATIENT", ["LF", "lf", "full", "fml", "LF"], r), "\n")
        elif f == "dob":
            d.w(r.choice(["DOB", "D.O.B.", "Date of Birth", "DOB"]), sep, (x.dob_str(), "DATE"), "\n")
        elif f == "agesex":
            d.w(r.choice(["Age/Sex", "Age / Sex", "Age/Gender"]), sep, (str(x.age), "AGE"),
                r.choice([" / ", "/", " "]), r.choice([p.sex, {"F": "Female", "M": "Male"}[p.sex]]), "\n")
        elif f == "mrn":
            lab = {"UK": ["Hospital No", "Hosp No", "MRN", "Unit No"], "AU": ["UR", "URN", "MRN"],
                   "US": ["MRN", "Med Rec #", "MR#"], "CA": ["MRN", "Chart #", "HCN/MRN"]}[c]
            d.w(r.choice(lab), sep, (x.mrn(), "MRN"), "\n")
        elif f == "nhs":
            d.w(r.choice(["NHS No", "NHS Number", "NHS #"]), sep, (x.nhs(), "MRN"), "\n")
        elif f == "acct":
            lab = {"UK": ["Attendance No", "Episode No", "Attend #"], "AU": ["Episode", "Visit No"],
                   "US": ["Acct #", "FIN", "Encounter #", "CSN"], "CA": ["Visit #", "Encounter", "Acct"]}[c]
            d.w(r.choice(lab), sep, (x.acct(), "ACCOUNT"), "\n")
        elif f == "plan":
            if c == "US":
                d.w("Insurance", sep, (x.insurer(), "ORGANIZATION"), "  Member ID ",
                    (x.healthplan(), "HEALTHPLAN"))
                if r.random() < 0.5:
                    d.w("  Group ", (x.digits(5) + "-" + x.letters(2), "HEALTHPLAN"))
                d.w("\n")
            elif c == "CA":
                d.w(r.choice(["Health Card", "HCN", "PHN"]), sep, (x.healthplan(), "HEALTHPLAN"),
                    " (", x.state_piece(False), ")\n")
            else:
                d.w("Medicare No", sep, (x.healthplan(), "HEALTHPLAN"))
                if r.random() < 0.3:
                    d.w("  DVA ", (x.dva(), "HEALTHPLAN"))
                d.w("\n")
        elif f == "addr":
            d.w(r.choice(["Address", "Addr", "Home"]), sep, x.address(), "\n")
        elif f == "phone":
            d.w(r.choice(["Phone", "Tel", "Home ph", "Mobile", "Contact"]), sep, (x.phone(), "PHONE"), "\n")
        elif f == "nok":
            k = x.person(last=p.last if r.random() < 0.6 else None)
            rel = r.choice(P.REL_F if k.sex == "F" else P.REL_M)
            d.w(r.choice(["NOK", "Next of kin", "Emergency contact"]), sep, nm(k, "FAMILY", ["full", "full", "lf"], r),
                " (", rel, ") ", (x.phone(), "PHONE"), "\n")
        elif f == "gp":
            g = x.staff("md")
            lab = {"US": "PCP", "CA": "Family MD", "AU": "GP", "UK": "GP"}[c]
            d.w(lab, sep, "Dr ", nm(g, "DOCTOR", ["full", "fi_last", "last"], r), ", ", (x.clinic(), "HOSPITAL"))
            if r.random() < 0.4:
                d.w(" Fax ", (x.phone(mobile=False, ext=False), "FAX"))
            d.w("\n")
        elif f == "ssn":
            if c != "AU":
                lab = {"US": r.choice(["SSN", "SS#", "Social Security No"]), "CA": r.choice(["SIN", "Social Insurance No"]),
                       "UK": r.choice(["NI No", "NINO", "National Insurance"])}[c]
                d.w(lab, sep, (x.ssn(), "SSN"), "\n")
        elif f == "bio":
            d.w(r.choice(["Biometric ID", "Biometric patient ID", "Biometric enrolment"]), sep, (x.bioid(), "BIOID"), "\n")
        elif f == "arrival":
            d.w(r.choice(["Arrival", "Arrived", "Date of attendance", "Registered"]), sep,
                (x.date(), "DATE"), " ", x.time(), "\n")


def pmh(d, x, n=None, bullet="- "):
    r = x.r
    n = n or r.randint(2, 6)
    for item in r.sample(N.PMH, n):
        if "{y}" in item:
            a, b = item.split("{y}")
            d.w(bullet, a, (str(x.d0.year - r.randint(1, 15)), "DATE"), b, "\n")
        else:
            d.w(bullet, item, "\n")


def meds(d, x, n=None, bullet="", numbered=False):
    r = x.r
    n = n or r.randint(2, 7)
    seen = set()
    i = 0
    for _ in range(n * 3):
        dname, sigs = r.choice(N.DRUGS)
        if dname in seen or dname not in N.HOME:
            continue
        seen.add(dname)
        i += 1
        pre = ("%d. " % i) if numbered else bullet
        d.w(pre, dname, " ", r.choice(sigs), "\n")
        if i >= n:
            break


def problems(d, x, n=None, codes=True):
    r = x.r
    n = n or r.randint(1, 4)
    for i, (dx, code) in enumerate(r.sample(N.DIAGNOSES, n)):
        if codes:
            d.w("%d. %s (%s)\n" % (i + 1, dx, code))
        else:
            d.w("%d. %s\n" % (i + 1, dx))


def lab_panel(d, x, table=None, when=True):
    r = x.r
    rows = N.labs(r, x.c)
    if table is None:
        table = r.random() < 0.5
    if when:
        d.w(r.choice(["Labs", "Bloods", "Results", "LABS"]), " (", (x.date(style=r.choice(["short", "num", "abbr_ny"])), "DATE"),
            " ", x.time(), ")", r.choice([" acc ", " Accession "]), (x.idnum("acc"), "IDNUM"), ":\n")
    else:
        d.w(r.choice(["Labs:", "Bloods:", "Results:"]), "\n")
    if table:
        for k, v, u in rows:
            d.w("  %-8s %8s %s\n" % (k, v, u))
    else:
        d.w("  " + ", ".join("%s %s" % (k, v) for k, v, u in rows) + "\n")


def signature(d, x, p, role=None, lic=None, when=True, pager=None):
    r = x.r
    c = x.c
    pre = r.choice(["Electronically signed by: ", "Signed: ", "", "Author: ", "Seen and examined by ", "-- "])
    d.w(pre, nm(p, "DOCTOR", ["full", "fml", "full"], r))
    cred = getattr(p, "cred", None)
    if cred:
        d.w(", ", cred)
    if role:
        d.w(" (", role, ")")
    if when:
        d.w(r.choice([" on ", " ", " | "]), (x.date(), "DATE"), " ", x.time())
    d.w("\n")
    if lic or (lic is None and r.random() < 0.45):
        kind = getattr(p, "kind", "md")
        if c == "US":
            if kind == "md" or kind == "res" or kind == "app":
                d.w("NPI ", (x.license("npi"), "LICENSE"))
                if r.random() < 0.4:
                    d.w("  DEA ", (x.license("dea"), "LICENSE"))
            else:
                d.w(r.choice(["RN Lic #", "License #"]), " ", (x.license("state"), "LICENSE"))
        elif c == "CA":
            d.w(r.choice(["CPSO #", "CPSO", "Licence #"]) if kind in ("md", "res") else "CNO Reg #", " ",
                (x.license("cpso"), "LICENSE"))
        elif c == "AU":
            d.w("AHPRA ", (x.license("ahpra"), "LICENSE"))
            if kind in ("md", "res") and r.random() < 0.4:
                d.w("  Prescriber No ", (x.digits(7), "LICENSE"))
        else:
            d.w("GMC ", (x.license("gmc"), "LICENSE")) if kind in ("md", "res") else d.w(
                "NMC PIN ", (x.license("nmc"), "LICENSE"))
        d.w("\n")
    if pager or (pager is None and r.random() < 0.3):
        d.w(r.choice(["Pager ", "Bleep ", "Vocera ext ", "Pgr "]), (x.pager(), "PHONE"), "\n")


def transcription(d, x, author):
    r = x.r
    t = x.person()
    d.w("D: ", (x.date(style="num"), "DATE"), " ", x.time(), "  T: ", (x.date(style="num"), "DATE"), " ",
        x.time(), "\n")
    d.w((author.inits(False), "DOCTOR"), "/", (t.inits(False).lower(), "DOCTOR"), "  Job ",
        (x.digits(6), "IDNUM"), "\n")


def cc(d, x, n=None):
    r = x.r
    n = n or r.randint(1, 2)
    d.w("cc: ")
    for i in range(n):
        g = x.staff("md")
        if i:
            d.w("    ")
        d.w("Dr ", nm(g, "DOCTOR", ["full", "fi_last"], r), ", ", (x.clinic(), "HOSPITAL"))
        if r.random() < 0.6:
            d.w(" (fax ", (x.phone(mobile=False, ext=False), "FAX"), ")")
        d.w("\n")


def audit(d, x, user_person=None):
    r = x.r
    up = user_person or x.person()
    d.w(r.choice(["Printed by ", "Last modified by user ", "Accessed: ", "Generated by "]),
        (x.username(up), "USERNAME"))
    if r.random() < 0.6:
        d.w(r.choice([" from ", " @ ", " ws "]), (x.ip(), "IPADDR"))
    d.w(" ", (x.date(style=r.choice(["num", "iso"])), "DATE"), " ", x.time(), "\n")


def social(d, x, label="SH: "):
    """Short social history with profession, employer, household."""
    r = x.r
    p = x.pt
    d.w(label)
    bits = []
    if 18 <= x.age < 68:
        prof = r.choice(P.PROFESSIONS)
        form = r.choice(["Works as a {p}", "{P}", "Occupation: {p}", "Employed as {p}", "{p} by trade"])
        a, b = form.replace("{P}", "{p}").split("{p}")
        if a.endswith(" a ") and prof[0] in "aeiou":
            a = a[:-2] + "an "
        v = prof.capitalize() if form.startswith("{P}") else prof
        bit = [a, (v, "PROFESSION"), b]
        if r.random() < 0.5:
            bit += [" at ", (x.org(), "ORGANIZATION")]
        bits.append(bit)
    elif x.age >= 68:
        prof = r.choice(P.PROFESSIONS)
        f = r.choice(P.RETIRED_FORMS)
        a, b = f.split("{p}")
        bits.append([a.capitalize(), (prof, "PROFESSION"), b])
    else:
        bits.append(["At ", (x.org() if r.random() < 0.3 else r.choice(P.STREET_STEMS) + " Primary School", "ORGANIZATION")])
    k = x.person(last=p.last if r.random() < 0.5 else None)
    rel = r.choice(P.REL_F if k.sex == "F" else P.REL_M)
    bits.append(["Lives with ", rel, " ", nm(k, "FAMILY", ["first", "full"], r)])
    if r.random() < 0.5:
        bits.append([r.choice(["Ex-smoker", "Smoker 20/day", "Never smoker", "Vapes", "Smokes 10 cig/day"])])
    if r.random() < 0.5:
        bits.append([r.choice(["EtOH 4-6 beers/night", "EtOH social", "No EtOH", "EtOH 2 bottles wine/wk",
                               "Cannabis daily", "denies drugs"])])
    for i, b in enumerate(bits):
        if i:
            d.w(". " if r.random() < 0.6 else "; ")
        d.w(b)
    d.w(".\n")
    return k, rel


def allergies(d, x, label="Allergies: "):
    r = x.r
    d.w(label, ", ".join(r.sample(N.ALLERGIES, r.choice([1, 1, 2]))), "\n")


def vitals_block(d, x, table=None):
    r = x.r
    if table is None:
        table = r.random() < 0.35
    v = N.vitals(r, compact=not table, temp_c=(x.c != "US" or r.random() < 0.5))
    if table:
        d.w("VITALS\n")
        for line in v:
            d.w("  ", line, "\n")
    else:
        d.w("" if v.startswith("Obs") else r.choice(["Vitals: ", "Obs: ", "VS: ", ""]), v, "\n")


def mrn_label(x):
    return x.r.choice({"UK": ["Hosp No", "MRN", "Unit No", "RXH"], "AU": ["UR", "URN", "MRN"],
                       "US": ["MRN", "MR#", "Med Rec"], "CA": ["MRN", "Chart", "MRN#"]}[x.c])


FAMILY_RELS = {"wife", "daughter", "mother", "sister", "niece", "granddaughter", "aunt",
               "husband", "son", "father", "brother", "nephew", "grandson", "uncle",
               "mum", "dad", "grandmother", "step-daughter", "step-son"}


def relative(x, last=None, sex=None):
    """Another person and their relation to the patient; blood relatives often
    share the patient's surname."""
    r = x.r
    sex = sex or r.choice("FM")
    rel = r.choice(P.REL_F if sex == "F" else P.REL_M)
    if last is None and rel in FAMILY_RELS and not rel.startswith("step") and r.random() < 0.7:
        last = x.pt.last
    if rel not in FAMILY_RELS:
        last = None
    k = x.person(sex=sex, last=last)
    return k, rel
