"""Reusable note blocks: headers, demographics, vitals, labs, meds, problems, signatures."""
import datetime as dt
import phi
import neg
from phi import M
from people import Person

ROLE = {"psychiatrist": "Attending Psychiatrist", "np": "Psychiatric Nurse Practitioner",
        "therapist": "Clinical Therapist", "counselor": "Substance Use Counselor", "nurse": "Nursing",
        "cm": "Case Manager", "peer": "Peer Recovery Specialist"}
SEP = ["", "-" * 60, "=" * 48, "_" * 40, "*" * 30]


def fac_header(c, name=None, kind="HOSPITAL", title=None, contact=True):
    r = c.r
    name = name or c.hosp
    lines = [M(kind, name.upper() if r.random() < 0.5 else name)]
    if contact and r.random() < 0.8:
        st = phi.street(r)
        city = c.city if r.random() < 0.6 else c.city2
        if r.random() < 0.5:
            lines.append(f"{M('STREET', st)} | {M('CITY', city)}, {M('STATE', c.st)} {M('ZIP', phi.postal(r, c.country, c.zp))}")
            lines.append(f"Tel {M('PHONE', phi.phone(r, c.area))}   Fax {M('FAX', phi.phone(r, c.area))}")
        else:
            lines.append(f"{M('STREET', st)}, {M('CITY', city)} {M('STATE', c.st)} {M('ZIP', phi.postal(r, c.country, c.zp))} "
                         f"- Phone: {M('PHONE', phi.phone(r, c.area))} - Fax: {M('FAX', phi.phone(r, c.area))}")
        if r.random() < 0.25:
            lines.append(c.url())
    if title:
        lines.append("")
        lines.append(title)
    return lines


def demo(c, fields=None, style=None):
    """Key/value demographic block."""
    r = c.r
    style = style or r.choice(["kv", "kv", "pipe", "two"])
    f = fields or ["name", "dob", "mrn", "sex", "addr", "phone", "ins"]
    items = []
    for k in f:
        if k == "name": items.append(("Patient", c.P(r.choice(["LFM", "lf", "full", "LF"]))))
        elif k == "dob": items.append(("DOB", f"{c.DOB()} ({M('AGE', c.age)} y)" if r.random() < .5 else c.DOB()))
        elif k == "age": items.append(("Age", M("AGE", c.age)))
        elif k == "mrn": items.append((r.choice(["MRN", "MR#", "Chart #", "Client ID"]), M("MRN", c.mrn)))
        elif k == "acct": items.append((r.choice(["Acct", "Visit #", "Encounter", "FIN"]), M("ACCOUNT", c.acct)))
        elif k == "sex": items.append(("Sex", c.pt.sex if r.random() < .6 else ("Male" if c.pt.sex == "M" else "Female")))
        elif k == "addr": items.append(("Address", c.addr()))
        elif k == "phone": items.append((r.choice(["Phone", "Cell", "Tel", "Home ph"]), c.tel()))
        elif k == "email": items.append(("Email", M("EMAIL", c.email)))
        elif k == "ins":
            if c.country == "CA":
                lab = {"ON": "OHIP", "BC": "MSP PHN", "AB": "AHCIP"}.get(c.st, "Health card")
                items.append((lab, M("HEALTHPLAN", c.hp)))
            else:
                pay = r.choice(["Medicaid", "Medicare", "Medicaid MCO", c.insurer])
                if pay == c.insurer:
                    items.append(("Insurance", f"{M('ORGANIZATION', pay)}  Member ID {M('HEALTHPLAN', c.hp)}"))
                else:
                    items.append(("Insurance", f"{pay} #{M('HEALTHPLAN', c.hp)}"))
        elif k == "ssn": items.append(("SIN" if c.country == "CA" else "SSN", M("SSN", c.ssn)))
        elif k == "ec":
            rel, nm = c.rel(0, "full")
            items.append(("Emergency contact", f"{nm} ({rel}) {c.ph()}"))
        elif k == "date": items.append(("Date of service", c.D()))
        elif k == "pcp":
            pcp = Person(r)
            items.append(("PCP" if c.country == "US" else "Family physician",
                          f"Dr. {M('DOCTOR', pcp.last)}" if r.random() < .5 else f"{M('DOCTOR', pcp.fmt('full'))}, {'MD' if r.random() < .7 else 'DO'}"))
    if style == "pipe":
        return [" | ".join(f"{a}: {b}" for a, b in items[i:i + 3]) for i in range(0, len(items), 3)]
    if style == "two":
        out = []
        for i in range(0, len(items), 2):
            pair = items[i:i + 2]
            out.append("    ".join(f"{a}: {b}" for a, b in pair))
        return out
    w = max(len(a) for a, _ in items) + 2
    return [f"{(a + ':').ljust(w)}{b}" for a, b in items]


def vitals(r, inline=None):
    bp = f"{r.randrange(98, 168)}/{r.randrange(58, 104)}"
    hr, rr = r.randrange(58, 124), r.randrange(12, 22)
    tf = r.uniform(97.0, 100.4)
    sp = r.randrange(91, 101)
    wt = r.uniform(45, 130)
    inline = r.random() < 0.5 if inline is None else inline
    if inline:
        return [f"VS: BP {bp} mmHg, HR {hr}, RR {rr}, T {tf:.1f} F, SpO2 {sp}% RA, Wt {wt:.1f} kg"]
    return ["Vitals:", f"  BP      {bp} mmHg", f"  Pulse   {hr} bpm", f"  Resp    {rr}/min",
            f"  Temp    {(tf - 32) / 1.8:.1f} C", f"  SpO2    {sp}% on room air",
            f"  Weight  {wt:.1f} kg   BMI {r.uniform(17, 41):.1f}"]


def labs(c, when=None, k=8):
    r = c.r
    when = when or c.off(-r.randrange(0, 10))
    lines = [f"Labs ({c.D(when)} {phi.clock(r, '24c')}):" if r.random() < .7 else "LABS:"]
    pick = r.sample(neg.LABS, k)
    if r.random() < 0.5:
        pick.append(r.choice(neg.LEVELS))
    for name, unit, lo, hi in pick:
        flag = r.choice(["", "", "", " H", " L"])
        lines.append(f"  {name:<14}{neg.labval(r, lo, hi):>6} {unit}{flag}")
    if r.random() < 0.5:
        lines.append(f"  Specimen #{M('IDNUM', phi.idnum(r, 'specimen'))}")
    return lines


def meds_block(c, k=None, sigs=True, header="Current medications:"):
    r = c.r
    k = k or r.randrange(2, 7)
    lines = [header]
    for i, (drug, dose, sig) in enumerate(neg.meds(r, k), 1):
        lead = f"{i}. " if r.random() < .5 else "- "
        lines.append(f"{lead}{drug} {dose} {sig}" if sigs else f"{lead}{drug} {dose}")
    if r.random() < 0.5:
        lines.append(f"Pharmacy: {M('HOSPITAL', c.pharm)}, {c.ph()}")
    return lines


def problems(c, k=None, header="Diagnoses:"):
    r = c.r
    lines = [header]
    for code, desc in neg.dx(r, k or r.randrange(2, 5)):
        lines.append(r.choice([f"  {code}  {desc}", f"- {desc} ({code})", f"  {desc} [{code}]"]))
    return lines


def sig(c, s, d=None, prescriber=False, label=None):
    r = c.r
    d = d or c.d0
    t = phi.clock(r)
    k = r.random()
    out = []
    if k < 0.35:
        out.append(f"Electronically signed by {s.sig(r)} on {c.D(d)} at {t}")
    elif k < 0.6:
        out += ["", "_" * 28, s.sig(r, "full"), label or ROLE[s.kind], f"Date: {c.D(d)}"]
    elif k < 0.8:
        out.append(f"{s.sig(r)} | {c.D(d)} {t}")
    else:
        out.append(f"Signed: {s.sig(r, 'il')}  {c.D(d, 'mdY0')} {t}")
    if prescriber or r.random() < 0.3:
        if c.country == "CA":
            bits = [f"{r.choice(['Reg. #', 'College reg.', 'Licence no.'])} {M('LICENSE', phi.digits(r, r.choice([5, 6])))}"]
        else:
            bits = [f"NPI {M('LICENSE', s.npi)}"]
        if prescriber and c.country == "US":
            bits.append(f"DEA {M('LICENSE', phi.dea(r))}")
        if r.random() < 0.4 and c.country == "US":
            bits.append(f"Lic. {M('LICENSE', phi.statelic(r))}")
        if prescriber and c.country == "CA" and r.random() < .5:
            bits.append(f"Billing # {M('LICENSE', phi.digits(r, 6))}")
        out.append(" | ".join(bits))
    return out


def cosign(c, s):
    r = c.r
    return f"Reviewed and cosigned: {s.sig(r)} {c.D(c.off(r.randrange(0, 3)))}"


def cc(c, people):
    r = c.r
    names = []
    for p in people:
        if hasattr(p, "sig"):
            names.append(p.sig(r) if r.random() < .5 else p.dr(r))
        else:
            names.append(p)
    return [("cc: " if r.random() < .5 else "CC: ") + "; ".join(names)]


def transcription(c, s):
    r = c.r
    d1 = c.d0
    d2 = c.off(r.randrange(1, 3))
    ti = M("DOCTOR", "".join(r.choice("abcdefghjklmnprstw") for _ in range(r.choice([2, 3]))))
    return [f"D: {c.D(d1, 'mdY0')} {phi.clock(r, '24c')}   T: {c.D(d2, 'mdY0')} {phi.clock(r, '24c')}",
            f"{s.init()}/{ti}   Job #{M('IDNUM', phi.idnum(r, 'job'))}"]


def time_line(c, code=None):
    r = c.r
    cc_, desc = code or neg.cpt(r)
    h, m = r.randrange(8, 18), r.choice([0, 5, 10, 15, 30, 45])
    dur = r.choice([16, 28, 38, 45, 53, 55, 60])
    e = h * 60 + m + dur
    a, b = f"{h:02d}{m:02d}", f"{e // 60:02d}{e % 60:02d}"
    return r.choice([f"Time in: {a}  Time out: {b}  CPT {cc_} ({desc})",
                     f"Start {a} / End {b}. Billing: {cc_}",
                     f"Session length: {dur} min. Code {cc_}."])


def safety_plan(c):
    r = c.r
    rel, nm = c.rel(r.randrange(3))
    lines = ["Safety plan reviewed and updated:",
             "  1. Warning signs: " + r.choice(["not sleeping, isolating", "skipping meals, drinking alone",
                                                 "arguments at home, racing thoughts"]),
             "  2. Coping: " + r.choice(["walk the dog, music", "cold water, breathing, call sponsor",
                                         "journal, shower, go to a meeting"]),
             f"  3. People to contact: {nm} ({rel}) {c.ph()}",
             f"  4. Professionals: {c.ther.dr(r)} {c.ph(ext=r.random() < .5)}; crisis line 988",
             "  5. Means restriction: " + r.choice(["meds locked, partner holds key", "firearm stored with brother off-site",
                                                    "no firearms in home per pt and family", "sharps removed"])]
    return lines
