"""Shared clinical filler (non-PHI) and shared PHI blocks (signatures, headers)."""
import pools as P
import fakers as F

PMH = ["T2DM (metformin)", "hypertension", "asthma", "epilepsy", "COPD", "depression",
       "anxiety", "alcohol excess", "IVDU (ex)", "AF on apixaban", "hypothyroidism",
       "previous MI (stented)", "CKD stage 3a", "peripheral neuropathy", "schizophrenia",
       "no significant PMH", "eczema", "sickle cell trait", "obesity (BMI 36)", "GORD"]
DH = ["paracetamol 1 g QDS", "ibuprofen 400 mg TDS", "metformin 500 mg BD",
      "ramipril 5 mg OD", "salbutamol PRN", "sertraline 50 mg OD", "levothyroxine 75 mcg OD",
      "apixaban 5 mg BD", "amlodipine 10 mg OD", "omeprazole 20 mg OD", "nil regular",
      "atorvastatin 20 mg ON", "lisinopril 10 mg daily", "insulin glargine 18 units nightly"]
ALLERGY = ["NKDA", "NKDA", "NKDA", "penicillin (rash)", "codeine (vomiting)", "latex",
           "chlorhexidine (urticaria)", "sulfa drugs", "elastoplast (skin reaction)"]
ANALG = ["paracetamol 1 g QDS", "oramorph 5-10 mg PRN", "oxycodone 5 mg PO q4h PRN",
         "Entonox for dressings", "ketamine 10 mg IV for dressing change",
         "ibuprofen 400 mg TDS", "morphine PCA", "pregabalin 75 mg BD", "fentanyl IN 1.5 mcg/kg"]


def t(rng, uk=True):
    h, m = rng.randint(0, 23), rng.choice([0, 5, 10, 12, 15, 20, 25, 30, 35, 40, 45, 50, 55])
    if uk or rng.random() < 0.4:
        return f"{h:02d}:{m:02d}"
    if rng.random() < 0.5:
        return f"{h:02d}{m:02d}"
    return f"{(h - 1) % 12 + 1}:{m:02d} {'AM' if h < 12 else 'PM'}"


def tday(rng, uk=True):
    h, m = rng.randint(8, 17), rng.choice([0, 5, 10, 15, 20, 30, 40, 45, 50])
    if uk or rng.random() < 0.4:
        return f"{h:02d}:{m:02d}"
    return f"{(h - 1) % 12 + 1}:{m:02d} {'AM' if h < 12 else 'PM'}"


def tpair(rng, uk=True):
    h = rng.randint(7, 17)
    m = rng.choice([0, 10, 15, 20, 30, 40, 45, 50])
    dur = rng.randint(35, 300)
    e = h * 60 + m + dur
    h2, m2 = divmod(e, 60)
    if uk or rng.random() < 0.5:
        return f"{h:02d}:{m:02d}", f"{h2 % 24:02d}:{m2:02d}"
    return f"{h:02d}{m:02d}", f"{h2 % 24:02d}{m2:02d}"


def vitals(rng, uk=True):
    temp = round(rng.uniform(36.2, 38.6), 1)
    tmp = f"T {temp}" if uk else rng.choice([f"T {temp} C", f"T {round(temp * 9 / 5 + 32, 1)} F"])
    return (f"HR {rng.randint(62, 128)}, BP {rng.randint(96, 162)}/{rng.randint(52, 96)}, "
            f"RR {rng.randint(12, 26)}, SpO2 {rng.randint(92, 100)}% "
            f"{rng.choice(['RA', 'on RA', 'on 2L NC', 'on 4L O2'])}, {tmp}")


def bloods(rng, uk=True):
    if uk:
        return (f"Hb {rng.randint(98, 168)} g/L, WCC {round(rng.uniform(4, 19), 1)}, "
                f"Plt {rng.randint(140, 420)}, Na {rng.randint(131, 146)}, K {round(rng.uniform(3.3, 5.4), 1)}, "
                f"Ur {round(rng.uniform(2.5, 11), 1)}, Cr {rng.randint(48, 140)}, "
                f"CRP {rng.randint(1, 220)}, Alb {rng.randint(21, 44)}, CK {rng.randint(80, 4200)}")
    return (f"Hgb {round(rng.uniform(9.5, 16.8), 1)} g/dL, WBC {round(rng.uniform(4, 19), 1)}, "
            f"Plt {rng.randint(140, 420)}K, Na {rng.randint(131, 146)}, K {round(rng.uniform(3.3, 5.4), 1)}, "
            f"BUN {rng.randint(6, 38)}, Cr {round(rng.uniform(0.5, 1.7), 2)}, "
            f"lactate {round(rng.uniform(0.7, 4.5), 1)}, prealbumin {rng.randint(8, 32)} mg/dL")


def pick(rng, seq, k):
    seq = list(seq)
    rng.shuffle(seq)
    return seq[:k]


def tbsa_rows(rng, target):
    """Lund and Browder style rows; returns list of (region, sup, pt, ft) and totals."""
    regs = pick(rng, P.REGIONS, rng.randint(2, 6))
    regs.sort(key=P.REGIONS.index)
    rows = []
    remaining = target
    for i, r in enumerate(regs):
        cap = P.REGION_MAX[r]
        share = remaining if i == len(regs) - 1 else round(remaining * rng.uniform(0.2, 0.6) * 2) / 2
        share = max(0.5, min(cap, share))
        remaining = max(0.0, remaining - share)
        ft = round(share * rng.choice([0, 0, 0.25, 0.5, 1.0]) * 2) / 2
        pt = share - ft
        sup = rng.choice([0, 0, 0.5, 1.0])
        rows.append((r, sup, pt, ft))
    tot_pt = sum(x[2] for x in rows)
    tot_ft = sum(x[3] for x in rows)
    return rows, tot_pt, tot_ft


def fmtp(x):
    if x == 0:
        return "-"
    return (f"{x:.1f}").rstrip("0").rstrip(".")


def sig(n, c, key, when=None, lic=None, contact=True, style=None):
    """Signature block for a staff member; name span without credentials."""
    rng = c.rng
    s = c.staff[key] if isinstance(key, str) else key
    style = style if style is not None else rng.randint(0, 4)
    lic = rng.random() < 0.55 if lic is None else lic
    if style == 0:
        n.add(["Signed: "] + s.ref(rng, "pl" if s.pref else "fl_cred") + [f", {s.role}\n"])
    elif style == 1:
        n.add(["Electronically signed by "] + s.ref(rng, "fl_cred") + [" (user ", (s.user, "USERNAME"), ")"])
        if when:
            n.add([" on "] + c.d(when) + [" at " + t(rng, c.uk)])
        n.add("\n")
    elif style == 2:
        n.add([(s.full(), "DOCTOR")] + ([" " + s.cred] if s.cred else []) + [f"\n{s.role}\n"])
    elif style == 3:
        n.add(["-- "] + s.ref(rng, "fml_cred") + [f" | {s.role}\n"])
    else:
        n.add(["Name: ", (s.full().upper() if rng.random() < 0.3 else s.full(), "DOCTOR"),
               f"   Designation: {s.role}\n"])
    if lic:
        n.add([s.lic[0] + ": ", (s.lic[1], "LICENSE"), "\n"])
    if contact:
        k = rng.randint(0, 3)
        if k == 0:
            n.add(["Bleep " if c.uk else "Pager ", (s.bleep, "PHONE"), "\n"])
        elif k == 1:
            n.add(["Email: ", (s.email, "EMAIL"), "\n"])
        elif k == 2:
            n.add(["Tel: ", (F.phone_ext(rng, c.country, c.city), "PHONE"), "\n"])
    if when and style != 1:
        n.add(["Date: "] + c.d(when) + ["  Time: " + t(rng, c.uk) + "\n"])


def pt_header(n, c, title, hosp=True, addr=False, gp=False, extra_ids=True):
    rng = c.rng
    if hosp:
        n.add([c.where(), "\n"])
    if title:
        n.add(title + "\n")
        n.add("=" * min(len(title), 60) + "\n" if rng.random() < 0.5 else "\n")
    k = rng.randint(0, 2)
    if k == 0:
        n.add(["Patient: "] + c.ptheader() + ["   DOB: "] + c.dob_seg()
              + [" (", (str(c.age), "AGE"), f"{'y' if rng.random() < 0.5 else ' yrs'})   Sex: {c.sex}\n"])
    elif k == 1:
        n.add(["Name: "] + c.ptheader() + ["\nD.O.B.: "] + c.dob_seg() + ["   Age: ", (str(c.age), "AGE"),
                                                                       f"   Gender: {'Male' if c.sex == 'M' else 'Female'}\n"])
    else:
        n.add(c.ptheader() + [" | "] + c.dob_seg() + [" | ", (str(c.age), "AGE"), c.sex + "\n"])
    if extra_ids:
        n.add(c.ids_block(2))
    if addr:
        n.add(["Address: "] + c.address() + ["\n"])
    if gp:
        g = c.staff["gp"]
        n.add(["GP: " if c.uk else "PCP: "] + g.ref(rng, "pl") + [", ", (c.gp_prac, "HOSPITAL"), "\n"])
    n.add("\n")


def nok_line(n, c):
    rng = c.rng
    p = c.nok
    n.add(["NOK: " if c.uk else "Emergency contact: "] + p.seg(rng.choice(["full", "full", "t_full"]), dot=not c.uk)
          + [f" ({p.rel}) ", (p.phone, "PHONE"), "\n"])
