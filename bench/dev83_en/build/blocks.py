"""Shared note parts: headers, demographics, social history, signatures, and the
unannotated clinical material (vitals, labs, drugs, codes, eponyms) used as hard negatives."""
from phi import *
from pools import *


def pad(t, v, w):
    v = str(v)
    return P(t, v) + " " * max(1, w - len(v))


# ---------------------------------------------------------------- hard negatives
def vitals(r, style=None):
    bp = f"{r.randint(104, 168)}/{r.randint(58, 98)}"
    hr, rr = r.randint(52, 108), r.randint(12, 22)
    t = round(r.uniform(97.0, 99.9), 1)
    s = r.randint(91, 100)
    w = r.randint(98, 290)
    bmi = round(r.uniform(18.5, 44.0), 1)
    style = style or r.choice(["line", "kv", "terse"])
    if style == "line":
        return f"BP {bp}, HR {hr}, RR {rr}, T {t} F, SpO2 {s}% on RA, Wt {w} lb, BMI {bmi} kg/m2."
    if style == "kv":
        return (f"BP: {bp} mmHg (seated, L arm)\nPulse: {hr} bpm, regular\nResp: {rr}/min\nTemp: {t} F oral\n"
                f"SpO2: {s}% room air\nWeight: {w} lb   Height: {r.randint(58, 76)} in   BMI: {bmi}")
    return f"bp {bp} p {hr} rr {rr} t {t} sat {s}% wt {w}#"


def bmp(r):
    return (f"Na {r.randint(131, 146)} mmol/L, K {round(r.uniform(3.2, 5.4), 1)}, Cl {r.randint(96, 109)}, "
            f"CO2 {r.randint(20, 30)}, BUN {r.randint(7, 42)} mg/dL, Cr {round(r.uniform(0.6, 2.4), 2)}, "
            f"glucose {r.randint(72, 260)}, Ca {round(r.uniform(8.4, 10.4), 1)}, eGFR {r.randint(24, 110)} mL/min/1.73m2")


def cbc(r):
    return (f"WBC {round(r.uniform(3.5, 13.5), 1)} K/uL, Hgb {round(r.uniform(9.0, 16.5), 1)} g/dL, "
            f"Hct {round(r.uniform(28, 49), 1)}%, Plt {r.randint(110, 420)} K/uL, MCV {r.randint(78, 102)} fL")


def lipids(r):
    return (f"TC {r.randint(140, 260)}, LDL {r.randint(60, 180)}, HDL {r.randint(32, 80)}, "
            f"TG {r.randint(70, 340)} mg/dL, non-HDL {r.randint(90, 200)}")


def misc_labs(r):
    return r.choice([f"TSH {round(r.uniform(0.3, 6.0), 2)} mIU/L, free T4 {round(r.uniform(0.8, 1.8), 2)} ng/dL",
                     f"ALT {r.randint(12, 88)} U/L, AST {r.randint(14, 90)} U/L, alk phos {r.randint(40, 160)}, T bili {round(r.uniform(0.2, 1.9), 1)}",
                     f"vitamin D 25-OH {r.randint(11, 62)} ng/mL, B12 {r.randint(180, 900)} pg/mL",
                     f"UACR {r.randint(5, 310)} mg/g, urinalysis negative for nitrite, 0-2 WBC/hpf",
                     f"INR {round(r.uniform(0.9, 3.4), 1)}, PTT {r.randint(25, 40)} s",
                     f"ferritin {r.randint(8, 420)} ng/mL, iron sat {r.randint(8, 45)}%"])


EPONYM_LINES = [
    "No signs of Parkinson's disease; gait normal.", "Babinski downgoing bilaterally.",
    "Foley catheter not indicated.", "Negative Homans sign.", "Tinel and Phalen negative at the wrist.",
    "No Baker's cyst palpated.", "No history of Bell's palsy.", "Denies Raynaud's phenomenon.",
    "Family history of Alzheimer's dementia (no names given).", "Hashimoto's thyroiditis on levothyroxine.",
    "Murphy's sign negative.", "Romberg negative.", "No Cushingoid features.", "Rule out Hodgkin lymphoma was negative in the past.",
    "Kernig and Brudzinski signs absent.", "Trendelenburg gait absent.", "No Graves' ophthalmopathy.",
]

NAMEWORD_NEG = [
    "Patient will call with home readings.", "BP rose to 150s when off medication.", "Best corrected acuity 20/25 OU.",
    "Please page the on-call resident with any questions.", "It would be wise to repeat a BMP in 2 weeks.",
    "Small bowel sounds normal.", "We hope to taper prednisone over 6 weeks.", "Long-acting insulin unchanged.",
    "Short of breath only on stairs.", "Strong distal pulses.", "Attends church weekly; finds it supportive.",
    "Young adult sibling is healthy.", "Summary of care given at discharge.", "Mild frost nip on toes last winter.",
    "Grace period for refills explained by pharmacy.", "No green or bloody stool.", "Cook meals at home mostly.",
    "He will see the dietitian.", "She will bring her glucose log.", "Page 2 of the intake form left blank.",
    "Rose-colored rash resolved.", "Joy in hobbies reported intact.", "Faith-based support declined.",
    "Strongly encouraged to walk daily.", "The nurse reviewed inhaler technique.", "Attending reviewed imaging.",
    "The pharmacist reconciled the list.", "PCP to follow.", "The scribe was present for the visit.",
]


ROLE_NEG = [
    "Discussed with the attending.", "Charge nurse notified of results.", "Interpreter used by phone for consent.",
    "Case manager to arrange DME.", "Front desk to schedule follow-up.", "Social worker consulted for transport.",
    "The on-call resident was informed.", "Reviewed with the fellow.", "The pharmacist reviewed interactions.",
    "Dietitian referral placed.", "The technologist reported good signal quality.", "Seen with the PCP's nurse.",
]


def roleneg(r):
    return r.choice(ROLE_NEG)


def negs(r, k=2):
    return " ".join(r.sample(EPONYM_LINES + NAMEWORD_NEG, k))


# ---------------------------------------------------------------- headers
def header(n, style=None):
    r = n.rng
    style = style or r.choice(["kv", "letterhead", "banner", "kv"])
    pt = n.pt
    if style == "kv":
        lines = [f"PATIENT: {n.PT('lf')}", f"DOB: {n.D(n.dob, r.choice(['mdY', 'mdY', 'long', 'iso', 'dMonY']))}    "
                 f"Age: {P('AGE', n.age)}    Sex: {pt.sex}", f"MRN: {P('MRN', n.mrn)}    Acct #: {P('ACCOUNT', n.acct)}",
                 f"Date of Service: {n.D(style=r.choice(['mdY', 'long', 'full', 'mdY_dash']))}",
                 f"Provider: {n.DR(0, 'full_md')}", f"Location: {n.H()}"]
        if r.random() < 0.4:
            lines.append(f"Referring: {n.DR(1, r.choice(['dr', 'full_md', 'lf_md']))}, {n.H(n.clinic2)}")
        return "\n".join(lines)
    if style == "letterhead":
        st = n.state[1]
        lines = [n.H(), f"{P('STREET', street(r))}",
                 f"{P('CITY', r.choice(TOWNS))}, {P('STATE', st)} {P('ZIP', zipc(r))}",
                 f"Tel {P('PHONE', n.clinic_phone)}  |  Fax {P('FAX', n.fax)}"]
        if r.random() < 0.5:
            lines.append(P("URL", url(r, n.clinic)))
        lines += ["", f"Patient: {n.PT(r.choice(['full', 'lf']))}   DOB: {n.D(n.dob, 'mdY')}   MRN: {P('MRN', n.mrn)}",
                  f"Visit: {n.D(style=r.choice(['long', 'mdY', 'full']))}"]
        return "\n".join(lines)
    return (f"{n.PT('lf')} | MRN {P('MRN', n.mrn)} | DOB {n.D(n.dob, 'mdY')} | {n.AGE(r.choice(['sexnum', 'sexnum_sp', 'yo']))} | "
            f"{n.D(style=r.choice(['mdY', 'wkd_md', 'iso']))} {r.randint(7, 17):02d}:{r.choice(['00', '15', '30', '45'])} | {n.H()}")


def demographics(n):
    r = n.rng
    lines = [f"Address: {n.ADDR()}", f"Home phone: {P('PHONE', n.home)}   Cell: {P('PHONE', n.cell)}"]
    if r.random() < 0.6:
        lines.append(f"E-mail: {P('EMAIL', n.email)}")
    if r.random() < 0.5:
        lines.append(f"Insurance: {n.O(n.insurer)}, member ID {P('HEALTHPLAN', n.plan)}, group {P('HEALTHPLAN', n.group)}")
    if r.random() < 0.35:
        lines.append(f"SSN: {P('SSN', n.ssn)}")
    if r.random() < 0.4:
        rel, p = n.fam[0]
        lines.append(f"Emergency contact: {P('FAMILY', p.full(r, mid=False))} ({rel}) {P('PHONE', phone(r))}")
    if r.random() < 0.3:
        lines.append(f"Portal username: {P('USERNAME', n.user)}")
    if r.random() < 0.12:
        lines.append(f"Biometric check-in: {r.choice(['palm-vein', 'fingerprint', 'iris'])} template ID {P('BIOID', bioid(r))}")
    if r.random() < 0.3:
        lines.append(f"Preferred pharmacy: {P('HOSPITAL', n.pharmacy)}, {P('PHONE', phone(r))}")
    return "\n".join(lines)


def social(n, k=None):
    r, pt = n.rng, n.pt
    he = "He" if pt.sex == "M" else "She"
    his = "His" if pt.sex == "M" else "Her"
    rel0, f0 = n.fam[0]
    opts = [r.choice([
        f"{he} works as a {P('PROFESSION', n.prof)} at {n.O()}.",
        f"Retired {P('PROFESSION', n.prof)}; formerly with {n.O()} in {P('CITY', r.choice(TOWNS))}.",
        f"Employed by {n.O()} ({P('PROFESSION', n.prof)}), day shift."]),
        f"Lives with {n.FAM(0)} in {n.CITYST()}.",
        f"Lives alone in a second-floor apartment; {n.FAM(1, True, 'first')} checks on {'him' if pt.sex == 'M' else 'her'} daily.",
        f"Born in {P('COUNTRY', n.country)}; moved to the US in {n.D(n.rel(-r.randint(2000, 15000)), 'year')}.",
        f"Accompanied today by {n.FAM(1)}, who is a {P('PROFESSION', r.choice(PROFESSIONS))}.",
        f"{his} {rel0} {P('FAMILY', f0.first)} works at {n.O(r.choice(EMPLOYERS))}.",
        f"Attends {n.O(r.choice(CHURCHES))} on Sundays.",
        f"Grandchild attends {n.O(r.choice(SCHOOLS))}; {he.lower()} helps with school pickup at 15:00.",
        f"Tobacco: quit {n.D(n.rel(-r.randint(400, 9000)), r.choice(['year', 'month_year']))}, {r.randint(5, 40)} pack-years. Alcohol: {r.randint(0, 10)} drinks/week.",
        f"Home health through {n.O(r.choice(AGENCIES))}; aide visits three times weekly.",
        f"Drives a pickup (plate {P('VEHICLE', plate(r))}); no recent accidents.",
        f"Recently traveled to {P('COUNTRY', r.choice(COUNTRIES))} for {r.randint(2, 5)} weeks.",
        f"{he} plans to visit family in {P('COUNTRY', r.choice(COUNTRIES))} over {P('DATE', r.choice(HOLIDAYS))}.",
    ]
    return " ".join(r.sample(opts, k or r.randint(2, 4)))


def signature(n, style=None):
    r = n.rng
    style = style or r.choice(["esig", "dictated", "scribe", "cc", "npi", "esig", "dictated"])
    t = f"{r.randint(6, 19):02d}:{r.randint(0, 59):02d}"
    return roleneg(r) + "\n\n" + _signature(n, style, t)


def _signature(n, style, t):
    r = n.rng
    if style == "esig":
        s = f"Electronically signed by {n.DR(0, r.choice(['full_md', 'drfull', 'lf_md']))} on {n.D(style=r.choice(['mdY', 'long', 'iso']))} at {t}."
        if r.random() < 0.3:
            s += f"\nLast edited by user {P('USERNAME', username(r, n.docs[0]))} from workstation {P('IPADDR', ip(r))}."
        return s
    if style == "dictated":
        tx = n.staff[0][0]
        d0 = n.visit
        return (f"Dictated by: {n.DR(0, 'full_md')}\nTranscribed by: {P('DOCTOR', tx.full(r, mid=False))}, CMT\n"
                f"D: {n.D(d0, 'mdY')} {t}   T: {n.D(n.rel(r.randint(0, 3)), 'mdY')}\n"
                f"{n.DR(0, 'init')}/{P('DOCTOR', (tx.first[0] + tx.last[0]).lower())}   Job #{P('IDNUM', str(r.randint(100000, 999999)))}")
    if style == "scribe":
        sp = n.staff[1][0]
        return (f"Scribed by {P('DOCTOR', sp.full(r, mid=False))} in the presence of {n.DR(0, r.choice(['dr', 'drnodot']))}.\n"
                f"I, {n.DR(0, 'full')}, personally performed the services described and agree with the documentation.")
    if style == "cc":
        return (f"{n.DR(0, 'full_md')}\n{n.H()}\n\ncc: {n.DR(1, 'full_md')}, {n.H(n.clinic2)} (fax {P('FAX', phone(r, 'dash'))})\n"
                f"    {n.PT('full')}, via portal")
    return (f"{n.DR(0, 'full_md')}\nNPI {P('LICENSE', npi(r))}  |  pager {P('PHONE', pager(r))}\n"
            f"{n.H()}, {P('PHONE', n.clinic_phone)}")
