"""Reusable note blocks (headers, social history, signatures, tables) for dev69_en."""
import pools as P
import clin
from core import M, fmt_date, strip_markers


def pref(c, allow_none=True, mid=False):
    """A reference to the patient in running text."""
    R, p = c.R, c.pt
    opts = [p.tlast, p.tlast, p.given, p.full, p.surname]
    if allow_none:
        generic = ["pt", "the patient", "the pt"] if mid else ["Pt", "pt", "The patient", "Patient"]
        return R.choice([lambda: R.choice(generic)] + opts)()
    return R.choice(opts)()


def dr(c, s):
    R = c.R
    return R.choice([s.dr, s.dr, s.drfull, s.withcred, lambda: s.m(s.last)])()


def nurse(c, s, cred="RN"):
    R = c.R
    return R.choice([lambda: f"{s.m(s.first + ' ' + s.last)}, {cred}", lambda: f"{cred} {s.m(s.first + ' ' + s.last)}",
                     lambda: f"nurse {s.m(s.first)}", lambda: f"{s.m(s.first + ' ' + s.last[0] + '.')} {cred}",
                     lambda: f"{cred} {s.m(s.first)}"])()


def rel_ref(c, f, with_phone=True):
    R = c.R
    name = R.choice([f.full, f.given, f.given, f.full])()
    s = f"{f.rel} {name}"
    if with_phone and R.random() < 0.75:
        s += R.choice([f" ({c.phone()})", f", {R.choice(['cell', 'mobile', 'home', 'tel'])} {c.phone()}", f" - {c.phone()}"])
    return s


def banner(c):
    R = c.R
    lines = [M("HOSPITAL", c.hosp[0]) if R.random() < 0.6 else M("HOSPITAL", c.hosp[0].upper())]
    if R.random() < 0.7:
        lines.append(c.address(c.hcity))
    if R.random() < 0.7:
        lines.append(f"Tel {c.phone()}  |  Fax {c.fax()}")
    if R.random() < 0.2:
        lines.append(c.url())
    return "\n".join(lines)


def header_kv(c, extra=(), n=None):
    R, p = c.R, c.pt
    name = R.choice([p.caps_lfm, p.last_first, p.full, p.caps_full])()
    fields = [
        ("Patient", name), ("Name", name),
        ("MRN", c.mrn()), ("DOB", c.dob_s()), ("Age/Sex", f"{M('AGE', c.age)}{R.choice(['', ' ', '/'])}{p.sex}"),
        ("Acct #", c.acct()), ("Encounter", c.csn()), ("Admit date", c.dm(0)), ("Location", c.roomb()),
        ("Attending", dr(c, c.st("att"))), ("PCP", f"{dr(c, c.st('pcp'))}, {M('HOSPITAL', c.outside)}"),
        ("Insurance", f"{R.choice(P.INSURERS)} / Member ID {c.hp()}"), ("SSN", c.ssn()),
    ]
    if c.uk:
        fields = [("Patient", name), ("Hospital No", c.mrn()), ("NHS No", c.nhs()), ("DOB", c.dob_s()),
                  ("Age", M("AGE", c.age)), ("Ward", c.roomb()), ("Consultant", dr(c, c.st("att"))),
                  ("GP", f"{dr(c, c.st('pcp'))}, {M('HOSPITAL', c.outside)}"), ("Admitted", c.dm(0)), ("NI No", c.ssn())]
    keep = [fields[0]] + [f for f in fields[2 if not c.uk else 1:] if R.random() < (0.35 if f[0] in ("SSN", "NI No") else 0.75)]
    keep += list(extra)
    sep = R.choice([": ", ": ", ":\t", " - "])
    if R.random() < 0.25:
        # two fields per line
        out, row = [], []
        for k, v in keep:
            row.append(f"{k}{sep}{v}")
            if len(row) == 2:
                out.append("    ".join(row))
                row = []
        if row:
            out.append(row[0])
        return "\n".join(out)
    return "\n".join(f"{k}{sep}{v}" for k, v in keep)


def social(c, lower=False):
    R, p = c.R, c.pt
    f = c.relative(0)
    bits = []
    lives = R.choice([
        f"Lives with {f.rel} {R.choice([f.given, f.full])()} at {c.street()} in {M('CITY', c.city)}.",
        f"Lives alone in an apartment in {M('CITY', c.city)}; {f.rel} {f.full()} checks in daily.",
        f"Lives at {M('HOSPITAL', c.facility)} in {M('CITY', c.city)} since {c.past(1, 4, 'mon_year')}.",
        f"Lives in {M('CITY', c.city)} with {f.rel} {f.given()}; {R.choice(['independent in ADLs', 'uses a walker', 'needs help with bathing'])}.",
        f"Resides with {f.rel} ({f.given()}) in {M('CITY', c.city)}, {M('STATE', c.state) if not c.uk else M('CITY', R.choice(P.UK_COUNTIES))}.",
    ])
    bits.append(lives)
    bits.append(R.choice([
        f"Works as a {M('PROFESSION', c.prof)} at {M('ORGANIZATION', c.employer)}.",
        f"Retired; formerly a {M('PROFESSION', c.prof.replace('retired ', ''))}.",
        f"Occupation: {M('PROFESSION', c.prof)}.",
        f"Employed by {M('ORGANIZATION', c.employer)} as a {M('PROFESSION', c.prof)}.",
        f"{f.rel.capitalize()} is a {M('PROFESSION', R.choice(P.PROFESSIONS))}; pt is a {M('PROFESSION', c.prof)}.",
    ]))
    if R.random() < 0.5:
        bits.append(R.choice([
            f"Born in {M('COUNTRY', c.country)}, moved here in {c.past(5, 30, 'year')}.",
            f"Recent travel to {M('COUNTRY', c.country)} ({c.past(0, 0, 'mon_year')}).",
            f"Originally from {M('COUNTRY', c.country)}; primary language {c.lang}.",
        ]))
    bits.append(R.choice(["Tob: 30 pack-yr, quit " + c.past(2, 20, "year") + ".", "Never smoker. EtOH: 2-3 beers/wk.",
                          "Former smoker, EtOH heavy (6-8 drinks/day), last drink 2 days PTA.", "Denies tobacco, EtOH, illicit drugs.",
                          "Vapes daily. Occasional cannabis."]))
    if R.random() < 0.35:
        bits.append(R.choice([f"Active at {M('ORGANIZATION', R.choice(P.CHURCHES))}.",
                              f"Grandchildren attend {M('ORGANIZATION', R.choice(P.SCHOOLS))}.",
                              f"Gets meals from {M('ORGANIZATION', R.choice(P.OTHER_ORGS))}."]))
    return " ".join(bits)


def family_hx(c):
    R = c.R
    a1, a2 = R.randint(48, 79), R.randint(60, 97)
    return R.choice([
        f"Father died at {M('AGE', a1)} of MI; mother alive at {M('AGE', a2)} with dementia.",
        f"Mother with breast ca dx age {M('AGE', R.randint(40, 70))}. Brother DM2. Father d. {M('AGE', a1)} (stroke).",
        f"FHx: father CAD (CABG at {M('AGE', R.randint(45, 65))}), sister with SLE.",
        "FHx noncontributory.", "No family hx of bleeding disorders or VTE.",
    ])


def registration(c):
    """Face-sheet / registration block (demographics, payer, employer)."""
    R, p = c.R, c.pt
    f = c.relative(0)
    lines = [
        f"Address: {c.address()}",
        f"Home: {c.phone()}   Mobile: {c.phone()}" if R.random() < 0.6 else f"Phone: {c.phone()}",
        f"{'NI No' if c.uk else 'SSN'}: {c.ssn()}",
        f"{'NHS No: ' + c.nhs() if c.uk else R.choice(P.INSURERS) + '  Member ID ' + c.hp() + '  Group ' + c.group()}",
        f"Employer: {M('ORGANIZATION', c.employer)} ({M('PROFESSION', c.prof)})" if R.random() < 0.7 else f"Occupation: {M('PROFESSION', c.prof)}",
        f"Next of kin: {f.full()} ({f.rel}) {c.phone()}",
    ]
    if R.random() < 0.35:
        lines.append(f"Email: {c.email_of(p)}   Portal: {c.url()}")
    if R.random() < 0.3:
        lines.append(f"Country of birth: {M('COUNTRY', c.country)}   Preferred language: {c.lang}")
    return "\n".join(lines)


def contact_line(c):
    R = c.R
    f = c.relative(R.choice([0, 0, 1]))
    lab = R.choice(["Emergency contact", "NOK", "HCP", "Health care proxy", "Contact", "POA"])
    return f"{lab}: {f.full()} ({f.rel}) {c.phone()}" + (f", {c.email_of(f)}" if R.random() < 0.2 else "")


def med_list(c, n=None):
    R = c.R
    src = clin.UK_MEDS + clin.MEDS[:10] if c.uk else clin.MEDS
    n = n or R.randint(4, 9)
    meds = R.sample(src, n)
    style = R.choice(["dash", "num", "table"])
    if style == "table":
        rows = [f"{'Medication':<28}{'Dose':<16}Route/Freq"] + [f"{m:<28}{d:<16}{f}" for m, d, f in meds]
        return "\n".join(rows)
    return "\n".join((f"- " if style == "dash" else f"{i + 1}. ") + f"{m} {d} {f}" for i, (m, d, f) in enumerate(meds))


def lab_table(c, offs, style=None):
    R = c.R
    rows = R.sample(clin.UK_LAB_ROWS if c.uk else clin.LAB_ROWS, R.randint(6, 10))
    dstyle = style or R.choice(["uk_dm", "uk_wd"] if c.uk else ["md", "md", "wd_md", "mon_day"])
    heads = [M("DATE", fmt_date(c.day(o), dstyle)) for o in offs]
    w = 12
    # width is computed on the visible value so columns line up after markers are stripped
    def vis(s):
        return len(strip_markers(s)[0])
    line = f"{'':<10}" + "".join(h + " " * max(1, w - vis(h)) for h in heads)
    out = [line.rstrip()]
    for name, lo, hi, nd in rows:
        vals = [clin.lab_val(R, lo, hi, nd) + R.choice(["", "", "", " H", " L"]) for _ in offs]
        out.append(f"{name:<10}" + "".join(f"{v:<{w}}" for v in vals).rstrip())
    return "\n".join(out)


def _types(s):
    out, i = [], 0
    while True:
        i = s.find("\x01", i)
        if i < 0:
            return out
        j = s.index("\x02", i)
        out.append(s[i + 1:j])
        i = j


def sig(c, s, role_word=None, when=0):
    R = c.R
    t = c.time()
    style = R.choice(["esig", "esig", "plain", "attest", "pager", "npi"])
    name = R.choice([lambda: s.withcred(), lambda: f"{s.m(s.first + ' ' + s.last)} {s.cred}", lambda: s.drfull(),
                     lambda: f"{s.m(s.last.upper() + ', ' + s.first.upper())} {s.cred}"])()
    if style == "esig":
        return f"Electronically signed by: {name} on {c.d(when, c.main_style)} at {t}"
    if style == "plain":
        return f"{name}\n{role_word or R.choice(['Hospitalist', 'Attending', 'Internal Medicine', 'Consultant'])}\n{c.d(when)} {t}"
    if style == "attest":
        res = c.st("res")
        return (f"Attending attestation: I saw and examined the patient with {R.choice(['Dr.', 'Dr'])} {res.m(res.last)} "
                f"(resident) and agree with the findings and plan as documented. {name}, {c.d(when)}")
    if style == "pager":
        return f"-- {name}, pager {c.pager()}" + (f" / {s.email(R)}" if R.random() < 0.4 else "")
    return f"{name} | NPI {c.npi()} | {c.d(when, c.main_style)} {t}"


def dictation(c, s, when=0):
    R = c.R
    tr = c.st("transcriptionist", "MT")
    d1, d2 = c.d(when, c.main_style), c.d(when + R.choice([0, 1]), c.main_style)
    v = R.choice([
        f"D: {d1} {c.time()}\nT: {d2} {c.time()}\nDD/{s.lower_initials()}/{tr.lower_initials()}\nJob #: {c.job()}",
        f"Dictated by: {s.drfull()}\nTranscribed by: {tr.m(tr.first[0] + '. ' + tr.last)} on {d2}\nDoc ID {c.job()}",
        f"{s.m(s.first[0] + s.last[0])}/{tr.lower_initials()}  DD: {d1}  DT: {d2}  Job {c.job()}",
    ])
    if R.random() < 0.3:
        v += f"\nTranscription ref via {tr.username(R)}"
    return v


def cc_block(c):
    R = c.R
    pcp = c.st("pcp")
    lines = [f"cc: {pcp.dr()}, {M('HOSPITAL', c.outside)} (fax {c.fax()})"]
    if R.random() < 0.5:
        o = c.st("cc2")
        lines.append(f"    {o.drfull()}, {R.choice(['Cardiology', 'Nephrology', 'Oncology', 'GI', 'Pulmonology'])}, {c.H2()}")
    if R.random() < 0.3:
        lines.append(f"    Patient portal: {c.url()}")
    return "\n".join(lines)


def audit(c):
    R = c.R
    s = R.choice(list(c.staff.values())) if c.staff else c.st("att")
    return R.choice([
        f"Note ID {M('IDNUM', R.randint(10000000, 99999999))} | Author: {s.username(R)} | Last modified {c.d(R.randint(0, 3), 'iso')} {c.time()} | WS {c.ip()}",
        f"[Audit] created by {s.username(R)} from {c.ip()}; cosigned by {c.st('att').username(R)} {c.d(R.randint(0, 3), c.main_style)}",
        f"Printed by {s.username(R)} on {c.d(R.randint(0, 5), c.main_style)} {c.time()} - CONFIDENTIAL",
        f"Accessed via {c.url()} by {s.username(R)} ({c.ip()})",
    ])
