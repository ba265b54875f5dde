"""Shared building blocks: headers, labs, vitals, medications, signatures, ordinary-word sentences."""
import datetime as dt

from compose import P, D, ljust, fmt_date
import pools as PL

# Sentences where words that are also names in the pools appear as ordinary words (never annotated).
WORD_USES = [
    "Patient will return in 3 months or sooner if needed.", "Will recheck BMP in 2 weeks.",
    "Expresses hope that the new regimen will help.", "Refill grace period is 7 days per pharmacy policy.",
    "Finds joy in gardening; encouraged to keep active.", "Attends a faith-based support group.",
    "BP rose to 162/94 after missing doses.", "Wakes before dawn with nocturia x2.",
    "Pearl-like papule L nasal ala, derm referral placed.", "Sunny disposition, good insight.",
    "Poison ivy dermatitis bilateral forearms.", "Denies frank hematuria or melena.",
    "Skin marker used to mark the injection site.", "Received a large bill from last ED visit; financial counselor notified.",
    "Rusty-colored sputum x2 days.", "Reports clay-colored stools, LFTs ordered.",
    "Small Baker's cyst R popliteal fossa on US.", "Sleeps in a king-size bed, partner reports snoring.",
    "Young adult onset asthma, well controlled.", "Long-acting insulin dose reviewed.",
    "White count within normal limits.", "Brown rice and vegetables encouraged.",
    "Green nasal discharge x4 days.", "Walks up a small hill to mailbox with mild dyspnea.",
    "Does not cook at home; eats fast food 4x/week.", "Discussed price of GLP-1 RA; coupon card provided.",
    "Uses local food banks monthly.", "Small pleural effusion on prior CXR, resolved.",
    "Strong radial and DP pulses bilaterally.", "Sharp chest pain with inspiration, reproducible.",
    "Ambulates with a front-wheeled walker.", "Page covering provider if SBP >180 or <90.",
    "Wood stove at home; CO detector confirmed.", "Little improvement with PT so far.",
    "Family describes patient as moody and withdrawn.", "Gray-white plaque on tongue, likely thrush.",
    "Hx major depressive disorder, single episode, in remission.", "Swift improvement after nebulizer.",
    "Rose-colored rash on trunk, blanching.", "Will call with results via portal.",
]

EPONYMS = PL.EPONYM_PHRASES


def word_use(r, k=1):
    return " ".join(r.sample(WORD_USES, k))


def score(r):
    name, lo, hi, suf = r.choice(PL.SCORES)
    return f"{name} {r.randint(lo, hi)}{suf}"


def clock(r, lo=7, hi=19):
    return f"{r.randint(lo, hi):02d}:{r.choice(range(0, 60, r.choice([1, 5, 15]))):02d}"


def clock12(r):
    return f"{r.randint(1, 12)}:{r.randint(0, 59):02d} {r.choice(['AM', 'PM', 'am', 'pm'])}"


# ---------------------------------------------------------------- headers
def pt_header(c, with_date=True):
    r, pt = c.rng, c.pt
    sx = c.sexl
    a = P("AGE", str(c.age))
    dos = c.date()
    v = r.randint(0, 5)
    if v == 0:
        s = f"Patient: {pt.n('LF')}    DOB: {c.date(c.dob)}    MRN: {c.mrn()}"
        if with_date:
            s += f"\nDate of service: {dos}"
    elif v == 1:
        s = f"Name: {pt.n('full')} | Age/Sex: {a}/{sx} | MRN {c.mrn()}" + (f" | DOS {dos}" if with_date else "")
    elif v == 2:
        s = f"PATIENT NAME: {pt.n('LFc')}\nDATE OF BIRTH: {c.date(c.dob, 'us')}\nMEDICAL RECORD #: {c.mrn()}"
        if with_date:
            s += f"\nVISIT DATE: {dos}"
    elif v == 3:
        s = f"Pt: {pt.n('gs')} ({a} {sx})  MRN#{c.mrn()}  DOB {c.date(c.dob, 'us_short')}" + (f"  Seen {dos}" if with_date else "")
    elif v == 4:
        s = f"{pt.n('LF')} -- {c.mrn()} -- {c.date(c.dob, 'iso')} ({a}y {sx})" + (f"\nEncounter: {dos} {clock(r)}" if with_date else "")
    else:
        s = f"RE: {pt.t(r, 'full')}\nDOB: {c.date(c.dob)}; Acct {c.acct()}" + (f"\nDate: {dos}" if with_date else "")
    return s


def clinic_header(c, name=None, fax=True):
    r = c.rng
    name = name or c.clinic()
    s = f"{name}\n{c.address()}\nTel {c.phone(ext=False)}"
    if fax:
        s += r.choice(["  Fax ", " | Fax: ", "  F: "]) + c.fax()
    return s


# ---------------------------------------------------------------- vitals
def vit(r):
    sbp, dbp = r.randint(102, 178), r.randint(58, 102)
    return dict(sbp=sbp, dbp=dbp, hr=r.randint(52, 118), rr=r.randint(12, 24), t=round(r.uniform(97.0, 101.8), 1),
                spo2=r.randint(89, 100), wt=round(r.uniform(48, 132), 1), bmi=round(r.uniform(19, 44), 1),
                pain=r.randint(0, 9), gluc=r.randint(74, 290))


def vitals(r, style=None):
    v = vit(r)
    style = style if style is not None else r.randint(0, 3)
    if style == 0:
        return (f"BP {v['sbp']}/{v['dbp']}, HR {v['hr']}, RR {v['rr']}, T {v['t']} F, SpO2 {v['spo2']}% RA, "
                f"Wt {v['wt']} kg, BMI {v['bmi']}")
    if style == 1:
        return f"VS: T {v['t']} | HR {v['hr']} | BP {v['sbp']}/{v['dbp']} mmHg | RR {v['rr']} | SpO2 {v['spo2']}% | pain {v['pain']}/10"
    if style == 2:
        return (f"Vitals - Temp: {v['t']} F; Pulse: {v['hr']} bpm; Resp: {v['rr']}; BP: {v['sbp']}/{v['dbp']}; "
                f"O2 sat: {v['spo2']}% on room air; Weight: {round(v['wt'] * 2.2046)} lb")
    return f"bp {v['sbp']}/{v['dbp']} hr {v['hr']} rr {v['rr']} t {v['t']} spo2 {v['spo2']}% wt {v['wt']}kg"


# ---------------------------------------------------------------- labs
def lab_val(r, lo, hi, dec):
    x = r.uniform(lo, hi)
    return f"{x:.{dec}f}" if dec else str(int(round(x)))


def flag(val, ref):
    try:
        v = float(val)
        if ref.startswith("<"):
            return "H" if v >= float(ref[1:]) else ""
        if ref.startswith(">"):
            return "L" if v <= float(ref[1:]) else ""
        lo, hi = ref.split("-")
        return "L" if v < float(lo) else ("H" if v > float(hi) else "")
    except ValueError:
        return ""


def pick_labs(r, n=None):
    panel = r.choice(["bmp", "cbc", "mixed", "bmp_cbc"])
    if panel == "bmp":
        return list(PL.LABS_BMP)
    if panel == "cbc":
        return list(PL.LABS_CBC) + r.sample(PL.LABS_OTHER, 2)
    if panel == "bmp_cbc":
        return list(PL.LABS_BMP[:7]) + list(PL.LABS_CBC[:4])
    return r.sample(PL.LABS_BMP + PL.LABS_CBC + PL.LABS_OTHER, n or r.randint(6, 11))


def labs(c, fmt=None, when=None):
    r = c.rng
    rows = pick_labs(r)
    when = when or c.past(0, 20)
    fmt = fmt or r.choice(["pipe", "fixed", "csv", "inline", "tab"])
    acc = c.idnum("acc")
    tm = clock(r, 6, 11)
    head = r.choice([f"Labs collected {c.date(when)} {tm} (accession {acc}):",
                     f"LAB RESULTS  Collected: {c.date(when, 'us')} {tm}  Acc#: {acc}",
                     f"Recent labs ({c.date(when, 'md')}), specimen {acc}:"])
    vals = [(name, lab_val(r, lo, hi, dec), unit, ref) for name, unit, lo, hi, dec, ref in rows]
    out = [head]
    if fmt == "pipe":
        out.append("| # | Test | Result | Units | Ref range | Flag |")
        out.append("|---|------|--------|-------|-----------|------|")
        for i, (n, v, u, ref) in enumerate(vals, 1):
            out.append(f"| {i} | {n} | {v} | {u} | {ref} | {flag(v, ref)} |")
    elif fmt == "fixed":
        out.append(f"{'TEST':<14}{'RESULT':>8}  {'UNITS':<15}{'REFERENCE':<12}FLAG")
        for n, v, u, ref in vals:
            out.append(f"{n:<14}{v:>8}  {u:<15}{ref:<12}{flag(v, ref)}".rstrip())
    elif fmt == "csv":
        out.append("seq,test,result,units,ref_range,flag")
        for i, (n, v, u, ref) in enumerate(vals, 1):
            out.append(f"{i},{n},{v},{u},{ref},{flag(v, ref)}")
    elif fmt == "tab":
        out.append("Test\tResult\tUnits\tRange")
        for n, v, u, ref in vals:
            out.append(f"{n}\t{v}\t{u}\t{ref}")
    else:
        out.append(", ".join(f"{n} {v}" + (f" ({flag(v, ref)})" if flag(v, ref) else "") for n, v, u, ref in vals))
    if r.random() < 0.5:
        out.append(f"Resulted {c.date(when, r.choice(['us', 'md', 'abbr']))} {clock(r, 10, 18)}; reviewed by {c.doc.t(r)}.")
    return "\n".join(out)


# ---------------------------------------------------------------- medications
def meds(c, n=None, fmt=None, prescriber=True):
    r = c.rng
    items = r.sample(PL.DRUGS, n or r.randint(4, 9))
    fmt = fmt or r.choice(["list", "numbered", "pipe", "tele"])
    out = []
    for i, (d, sig) in enumerate(items, 1):
        pres = ""
        if prescriber and r.random() < 0.35:
            pres = " (" + r.choice([c.doc.t(r), c.docs[1].n("init_last"), c.docs[2].t(r)]) + ")"
        if fmt == "list":
            out.append(f"- {d} {sig}{pres}")
        elif fmt == "numbered":
            out.append(f"{i}. {d} {sig}{pres}")
        elif fmt == "pipe":
            out.append(f"| {i} | {d} | {sig} |")
        else:
            out.append(f"{d} {sig.replace(' PO ', ' ').replace(' daily', ' qd')}")
    if fmt == "pipe":
        out = ["| # | Drug | Sig |", "|---|---|---|"] + out
    if fmt == "tele":
        return "Meds: " + "; ".join(out)
    return "\n".join(out)


def icd_items(r, n):
    return r.sample(PL.ICD10, n)


# ---------------------------------------------------------------- signatures
def signature(c, doc=None, cc=True):
    r = c.rng
    doc = doc or c.doc
    v = r.randint(0, 5)
    when = c.date(c.visit, r.choice(["us", "us1", "iso"]))
    if v == 0:
        s = f"Electronically signed by {doc.sig(r)} on {when} at {clock(r)}"
    elif v == 1:
        s = f"-- {doc.t(r)}\n{c.clinic()}" + (f"\npager {c.pager()}" if r.random() < 0.5 else "")
    elif v == 2:
        s = f"{doc.sig(r)}\n{c.clinic()}\nNPI: {c.npi()}"
    elif v == 3:
        scribe = c.staff[0]
        s = (f"Scribed by {scribe.n('gs')} in the presence of {doc.t(r)}. I personally performed the services "
             f"described and agree with the documentation.\n{doc.sig(r)}  {when}")
    elif v == 4:
        s = f"{doc.sig(r, 'gs')}\nDictated {when}; DD/{doc.n('initials_lc')}  DT/{c.staff[1].n('initials_lc')}"
    else:
        s = f"Signed: {P('DOCTOR', doc.form('LF'))}, {doc.cred or 'MD'} ({c.username(doc)}) {when} {clock(r)}"
    if cc and r.random() < 0.55:
        ccs = [r.choice([c.docs[1].t(r) + ", " + c.H(r.choice(["specialty", "hospital"])),
                         c.docs[2].sig(r),
                         "patient via portal",
                         f"{c.rels[0]} {c.fam[0].n('gs')}"])
               for _ in range(r.randint(1, 2))]
        s += "\ncc: " + "; ".join(ccs)
    return s
