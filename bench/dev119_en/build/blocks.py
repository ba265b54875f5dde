"""Shared note sections (headers, vitals, labs, meds, diagnoses, signatures, audit lines)."""
from phi import (M, LABS, MEDS, ICD, EPONYMS, SCORES, ORDINARY, lab_value, table)

RELS = ["wife", "husband", "daughter", "son", "mother", "father", "sister", "brother", "niece", "grandson", "granddaughter",
        "neighbor", "partner", "aunt", "friend", "cousin", "stepmother", "uncle"]
TSTYLES = ["pipe", "csv", "tab", "fixed"]


def rel_sex(rel):
    return "F" if rel in ("wife", "daughter", "mother", "sister", "niece", "granddaughter", "aunt", "stepmother") else (
        "M" if rel in ("husband", "son", "father", "brother", "grandson", "uncle") else None)


def relative(c, rel=None, form=None):
    rel = rel or c.ch(RELS)
    pr = c.person(sex=rel_sex(rel))
    return rel, pr, c.fam(pr, form)


def vitals(c, style=None):
    bp = f"{c.ri(98, 178)}/{c.ri(58, 104)}"
    items = [("BP", bp), ("HR", str(c.ri(52, 124))), ("RR", str(c.ri(12, 28))), ("T", f"{c.R.uniform(97.0, 101.8):.1f} F"),
             ("SpO2", f"{c.ri(88, 100)}% RA"), ("Wt", f"{c.R.uniform(45, 140):.1f} kg"), ("BMI", f"{c.R.uniform(18, 44):.1f}")]
    items = items[:c.ri(4, 7)]
    style = style or c.ch(["comma", "pipe", "colon", "lines"])
    if style == "comma":
        return "Vitals: " + ", ".join(f"{k} {v}" for k, v in items)
    if style == "pipe":
        return "VS: " + " | ".join(f"{k} {v}" for k, v in items)
    if style == "colon":
        return "  ".join(f"{k}: {v}" for k, v in items)
    return "Vitals\n" + "\n".join(f"- {k} {v}" for k, v in items)


def labs(c, style=None, n=None, stamp=True):
    rows = c.R.sample(LABS, n or c.ri(4, 9))
    vals = [lab_value(c.R, r) for r in rows]
    style = style or c.ch(TSTYLES + ["inline", "inline"])
    head = ""
    if stamp:
        head = f"Labs collected {c.date(c.dd(c.ri(-2, 0)))} {c.time()}"
        if c.p(0.6):
            head += f", accession {c.idnum()}"
        head += "\n"
    if style == "inline":
        return head + "; ".join(f"{a} {v} {u}".rstrip() for a, v, u, _ in vals) + "."
    return head + table([[a, v, u or "-", rg] for a, v, u, rg in vals], ["Test", "Result", "Units", "Ref"], style)


def meds(c, n=None, pool=None, style=None):
    ms = c.R.sample(pool or MEDS, n or c.ri(3, 7))
    style = style or c.ch(["list", "inline", "numbered"])
    if style == "list":
        return "Medications:\n" + "\n".join("- " + m for m in ms)
    if style == "numbered":
        return "Current meds:\n" + "\n".join(f"{i + 1}) {m}" for i, m in enumerate(ms))
    return "Meds: " + "; ".join(ms) + "."


def dx(c, n=None, pool=None):
    pool = pool or [x for x in ICD if not x[0].startswith(("O", "Z34", "Z00", "K0", "H"))]
    ds = c.R.sample(pool, min(len(pool), n or c.ri(2, 4)))
    f = c.ch(["paren", "dash", "code_first"])
    out = []
    for i, (code, d) in enumerate(ds):
        if f == "paren":
            out.append(f"{i + 1}. {d} ({code})")
        elif f == "dash":
            out.append(f"- {d} - {code}")
        else:
            out.append(f"{code}  {d}")
    return "\n".join(out)


def score(c):
    return c.ch(SCORES).format(a=c.ri(0, 27), b=c.ri(0, 21), c=c.ri(0, 4), d=c.ri(0, 95), e=c.ri(9, 23), f=c.ri(18, 30), g=c.ri(0, 10))


def epo(c):
    return c.ch(EPONYMS)


def ordinary(c):
    return c.ch(ORDINARY).format(n=c.ri(2, 8), bp=f"{c.ri(140, 190)}/{c.ri(80, 110)}")


def sig(c, d, cosign=None, when=None):
    when = when or c.dd()
    lines = []
    f = c.ch(["esig", "signed", "block"])
    if f == "esig":
        lines.append(f"Electronically signed by {c.doc(d)} on {c.date(when)} at {c.time()}")
    elif f == "signed":
        lines.append(f"Signed: {c.doc(d)} {c.date(when)} {c.time()}")
    else:
        lines.append("_" * 24)
        lines.append(c.doc(d, c.ch(["cred", "cred_nocomma", "plain"])) if d.cred not in ("MD", "DO") else c.doc(d, "cred"))
        lines.append(c.ch(["Attending", "Provider", "Clinician of record", "Rendering provider"]))
    if c.p(0.45):
        lines.append(f"NPI: {c.npi()}")
    if c.p(0.25):
        lines.append(f"{c.ch(['State license', 'Lic #', 'DEA'])}: {c.lic()}")
    if c.p(0.35):
        lines.append(f"{c.ch(['Direct', 'Clinic line', 'Office'])}: {c.phone()}  Fax: {c.fax()}")
    if c.p(0.2):
        lines.append(f"Reach me by {c.pager()} or {c.ext()}")
    if cosign is not None:
        lines.append(f"Co-signed: {c.doc(cosign)} {c.date(when)}")
    if c.p(0.3):
        t = c.clin("MT")
        lines.append(f"D: {c.date(when, 'mdY')} {c.time()}  T: {c.date(c.dd(c.ri(0, 1)), 'mdY')}  {c.transcr(d, t)}")
    if c.p(0.35):
        ccd = c.clin(c.ch(["MD", "DO", "NP"]))
        lines.append(f"cc: {c.doc(ccd)}, {c.hosp(c.ch(['fqhc', 'ref', 'cah']))}")
    return "\n".join(lines)


def audit(c, staff=None):
    staff = staff or c.clin("RN")
    f = c.ch(["a", "b", "c"])
    if f == "a":
        return f"[audit] opened by user {c.user(staff)} from {c.ip()} {c.date(c.dd(), 'iso')} {c.time()}"
    if f == "b":
        return f"Last edited by {c.user(staff)} ({c.ip()}) on {c.date(c.dd())} {c.time()}"
    return f"Workstation {c.ip()} | login {c.user(staff)} | {c.date(c.dd(), 'mdY')} {c.time()}"


def demographics(c, pt, age_n, dob, style=None):
    lines = []
    style = style or c.ch(["kv", "inline"])
    items = []
    if c.p(0.75):
        items.append(("Address", c.address()))
    if c.p(0.8):
        items.append((c.ch(["Phone", "Cell", "Home phone", "Tel"]), c.phone(False)))
    if c.p(0.45):
        items.append(("Email", c.email(pt)))
    if c.p(0.6):
        items.append((c.ch(["Medicaid ID", "Member ID", "Insurance ID", "Policy #", "Subscriber ID"]), c.plan()))
    if c.p(0.25):
        items.append(("Group", c.plan()))
    if c.p(0.4):
        items.append((c.ch(["SSN", "SS#", "Social"]), c.ssn()))
    if c.p(0.2):
        items.append(("Driver's license", c.lic()))
    if c.p(0.45):
        rel, pr, nm = relative(c)
        items.append(("Emergency contact", f"{nm} ({rel}) {c.phone(False)}"))
    if c.p(0.35):
        items.append(("Employer", c.org()))
    if c.p(0.4):
        items.append(("Occupation", c.prof()))
    if c.p(0.2):
        items.append(("Portal", c.url()))
    if style == "kv":
        return "\n".join(f"{k}: {v}" for k, v in items)
    return " | ".join(f"{k} {v}" for k, v in items)


def header(c, pt, age_n, dob, fac, title, extra=()):
    f = c.ch(["block", "line", "box"])
    sx = pt.sex
    if f == "block":
        lines = [fac, title, f"Patient: {c.pt(pt, c.ch(['LASTFIRST', 'last_first', 'full', 'full_mi']))}    MRN: {c.mrn()}",
                 f"DOB: {c.date(dob, c.ch(['mdY', 'm/d/Y', 'iso', 'bdY']))}    Age: {c.age(age_n, c.ch(['yo', 'sexF', 'slash', 'yrs', 'yo_nosp']), sx)}    Sex: {sx}"]
        for k, v in extra:
            lines.append(f"{k}: {v}")
        return "\n".join(lines)
    if f == "line":
        s = f"{title} -- {fac}\nPt: {c.pt(pt, c.ch(['LASTFIRST', 'last_first', 'full']))} | MRN {c.mrn()} | DOB {c.date(dob, c.ch(['mdY', 'm/d/y', 'iso']))} | {c.age(age_n, c.ch(['sexF', 'slash', 'yo']), sx)}"
        for k, v in extra:
            s += f" | {k} {v}"
        return s
    bar = "=" * 48
    lines = [bar, f"  {fac}", f"  {title.upper()}", bar, f"NAME: {c.pt(pt, 'LASTFIRST')}", f"MR#: {c.mrn()}   ACCT#: {c.acct()}",
             f"DOB: {c.date(dob, 'mdY')} ({c.age(age_n, c.ch(['yo', 'yrs', 'y/o']))})"]
    for k, v in extra:
        lines.append(f"{k.upper()}: {v}")
    return "\n".join(lines)
