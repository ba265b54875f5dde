"""A clinical case: patient, family, clinicians, GP and hospital."""
import datetime

import ids
import pools_clinical as PC
import pools_places as PL
import world as W
from core import P

ROLES = {
    "UK": {
        "cons": ("Consultant Gastroenterologist", "Dr", ["MBChB FRCP", "MB BS MRCP", "MD FRCP", "BM BCh PhD FRCP", "FRCP"], "GMC"),
        "reg": ("Specialist Registrar, Gastroenterology", "Dr", ["MBChB MRCP", "MRCP(UK)", "MB BCh MRCP"], "GMC"),
        "cns": ("IBD Clinical Nurse Specialist", None, ["RGN", "RN BSc", "RGN MSc", "RN"], "NMC"),
        "surg": ("Consultant Colorectal Surgeon", "Mr", ["FRCS", "FRCS (Gen Surg)", "MD FRCS"], "GMC"),
        "path": ("Consultant Histopathologist", "Dr", ["FRCPath", "MBChB FRCPath"], "GMC"),
        "rad": ("Consultant GI Radiologist", "Dr", ["FRCR", "MBBS FRCR"], "GMC"),
        "pharm": ("Specialist IBD Pharmacist", None, ["MPharm", "MRPharmS"], "GPHC"),
        "diet": ("Specialist Gastroenterology Dietitian", None, ["RD"], None),
        "stoma": ("Stoma Care Nurse Specialist", None, ["RGN", "RN"], "NMC"),
        "junior": ("FY1 Doctor", "Dr", ["MBChB", "MBBS"], "GMC"),
        "sho": ("CT2 Medicine", "Dr", ["MBChB MRCP(Pt1)", "MBBS"], "GMC"),
        "nurse": ("Staff Nurse", None, ["RN", "RGN"], "NMC"),
        "sec": ("Medical Secretary", None, [""], None),
        "coord": ("IBD MDT Coordinator", None, [""], None),
        "anaes": ("Consultant Anaesthetist", "Dr", ["FRCA"], "GMC"),
        "psych": ("Clinical Psychologist", "Dr", ["DClinPsy"], None),
        "endo": ("Endoscopy Nurse", None, ["RN"], "NMC"),
    },
    "IE": {
        "cons": ("Consultant Gastroenterologist", "Dr", ["MB BCh BAO FRCPI", "MD FRCPI", "MRCPI"], "IMC"),
        "reg": ("SpR Gastroenterology", "Dr", ["MRCPI", "MB MRCPI"], "IMC"),
        "cns": ("Clinical Nurse Specialist, IBD", None, ["RGN", "RANP"], "NMBI"),
        "surg": ("Consultant Colorectal Surgeon", "Mr", ["FRCSI", "MCh FRCSI"], "IMC"),
        "path": ("Consultant Histopathologist", "Dr", ["FFPath", "FRCPath"], "IMC"),
        "rad": ("Consultant Radiologist", "Dr", ["FFRRCSI", "FRCR"], "IMC"),
        "pharm": ("Senior Pharmacist", None, ["MPharm MPSI"], None),
        "diet": ("Senior Dietitian", None, ["MINDI"], None),
        "stoma": ("Stoma CNS", None, ["RGN"], "NMBI"),
        "junior": ("Intern", "Dr", ["MB BCh BAO"], "IMC"),
        "sho": ("SHO Medicine", "Dr", ["MB BCh BAO"], "IMC"),
        "nurse": ("Staff Nurse", None, ["RGN"], "NMBI"),
        "sec": ("Medical Secretary", None, [""], None),
        "coord": ("MDT Coordinator", None, [""], None),
        "anaes": ("Consultant Anaesthetist", "Dr", ["FCAI"], "IMC"),
        "psych": ("Senior Clinical Psychologist", "Dr", ["DPsychSc"], None),
        "endo": ("Endoscopy Nurse", None, ["RGN"], "NMBI"),
    },
    "AU": {
        "cons": ("Gastroenterologist", "Dr", ["MBBS FRACP", "MBBS (Hons) FRACP PhD", "FRACP"], "AHPRA"),
        "reg": ("Gastroenterology Advanced Trainee", "Dr", ["MBBS", "MD"], "AHPRA"),
        "cns": ("IBD Clinical Nurse Consultant", None, ["RN", "RN MN"], "AHPRA"),
        "surg": ("Colorectal Surgeon", "Dr", ["FRACS", "MBBS FRACS"], "AHPRA"),
        "path": ("Anatomical Pathologist", "Dr", ["FRCPA"], "AHPRA"),
        "rad": ("Radiologist", "Dr", ["FRANZCR"], "AHPRA"),
        "pharm": ("Senior Pharmacist", None, ["BPharm"], "AHPRA"),
        "diet": ("Dietitian", None, ["APD"], None),
        "stoma": ("Stomal Therapy Nurse", None, ["RN STN"], "AHPRA"),
        "junior": ("Intern", "Dr", ["MD"], "AHPRA"),
        "sho": ("RMO", "Dr", ["MBBS"], "AHPRA"),
        "nurse": ("RN", None, ["RN"], "AHPRA"),
        "sec": ("Medical Typist", None, [""], None),
        "coord": ("MDT Coordinator", None, [""], None),
        "anaes": ("Anaesthetist", "Dr", ["FANZCA"], "AHPRA"),
        "psych": ("Psychologist", None, ["MPsych"], None),
        "endo": ("Endoscopy RN", None, ["RN"], "AHPRA"),
    },
    "CA": {
        "cons": ("Gastroenterologist", "Dr.", ["MD, FRCPC", "MD MSc FRCPC"], "CPSO"),
        "reg": ("GI Resident (PGY-4)", "Dr.", ["MD"], "CPSO"),
        "cns": ("IBD Nurse", None, ["RN", "RN, BScN"], None),
        "surg": ("Colorectal Surgeon", "Dr.", ["MD, FRCSC"], "CPSO"),
        "path": ("Pathologist", "Dr.", ["MD, FRCPC"], "CPSO"),
        "rad": ("Radiologist", "Dr.", ["MD, FRCPC"], "CPSO"),
        "pharm": ("Clinical Pharmacist", None, ["BScPhm, RPh"], None),
        "diet": ("Registered Dietitian", None, ["RD"], None),
        "stoma": ("NSWOC Nurse", None, ["RN, NSWOC"], None),
        "junior": ("PGY-1 Resident", "Dr.", ["MD"], "CPSO"),
        "sho": ("PGY-2 Internal Medicine", "Dr.", ["MD"], "CPSO"),
        "nurse": ("RN", None, ["RN"], None),
        "sec": ("Medical Secretary", None, [""], None),
        "coord": ("Clinic Coordinator", None, [""], None),
        "anaes": ("Anesthesiologist", "Dr.", ["MD, FRCPC"], "CPSO"),
        "psych": ("Psychologist", "Dr.", ["PhD, CPsych"], None),
        "endo": ("Endoscopy RN", None, ["RN"], None),
    },
    "US": {
        "cons": ("Attending Gastroenterologist", "Dr.", ["MD", "MD, MPH", "DO", "MD, FACG", "MD, AGAF"], "NPI"),
        "reg": ("GI Fellow (PGY-5)", "Dr.", ["MD", "DO"], "NPI"),
        "cns": ("IBD Nurse Coordinator", None, ["RN", "RN, BSN", "BSN, RN, CGRN"], "STATE"),
        "surg": ("Colorectal Surgeon", "Dr.", ["MD, FACS", "MD, FASCRS"], "NPI"),
        "path": ("Pathologist", "Dr.", ["MD"], "NPI"),
        "rad": ("Radiologist", "Dr.", ["MD"], "NPI"),
        "pharm": ("Clinical Pharmacist", None, ["PharmD", "PharmD, BCPS"], "NPI"),
        "diet": ("Registered Dietitian", None, ["RDN, LD", "MS, RD"], None),
        "stoma": ("WOC Nurse", None, ["RN, CWOCN"], "STATE"),
        "junior": ("Intern (PGY-1)", "Dr.", ["MD"], "NPI"),
        "sho": ("Resident (PGY-2)", "Dr.", ["MD", "DO"], "NPI"),
        "nurse": ("Infusion RN", None, ["RN", "RN, OCN"], "STATE"),
        "sec": ("Medical Assistant", None, ["CMA"], None),
        "coord": ("Prior Authorization Specialist", None, [""], None),
        "anaes": ("Anesthesiologist", "Dr.", ["MD"], "NPI"),
        "psych": ("GI Psychologist", "Dr.", ["PhD"], "NPI"),
        "endo": ("Endoscopy RN", None, ["RN", "RN, CGRN"], "STATE"),
        "np": ("Nurse Practitioner", None, ["MSN, APRN, FNP-C", "DNP, AGPCNP-BC"], "NPI"),
    },
}


def clinician(rng, c, role):
    table = ROLES[c]
    if role not in table:
        role = "cns"
    title_s, hon, creds, lk = table[role]
    p = W.new_person(rng, middle_p=0.1)
    p.role = title_s
    if hon == "Mr" and p.sex == "F":
        hon = rng.choice(["Ms", "Miss", "Mrs"])
    p.title = hon
    p.creds = rng.choice(creds)
    p.lic_kind = lk
    p.lic = ids.license_no(rng, lk) if lk else None
    p.user = W.username(rng, p)
    p.email = ids.email_for(rng, p.first, p.last)
    p.bleep = ids.bleep(rng)
    return p


def us_dot(c):
    return "." if c in ("US", "CA") else ""


def gp_label(k):
    return {"US": "PCP", "CA": "Family physician"}.get(k.c, "GP")


def pt_title(rng, pt, c):
    t = {"M": "Mr", "F": rng.choice(["Mrs", "Ms", "Miss", "Ms"])}[pt.sex]
    return t + us_dot(c)


REL = {"M": ["husband", "son", "father", "brother", "partner", "grandson", "friend", "neighbour", "stepfather", "uncle"],
       "F": ["wife", "daughter", "mother", "sister", "partner", "granddaughter", "friend", "neighbour", "aunt", "carer"]}


class Case(object):
    pass


def new_case(rng, c, date=None):
    k = Case()
    k.c = c
    lo, hi = W.today_range()
    k.date = date or ids.rand_date(rng, lo, hi)
    if k.date.weekday() >= 5:
        k.date = ids.add_days(k.date, -1 if k.date.weekday() == 5 else 1)
    k.hosp = W.new_hospital(rng, c)
    k.hosp2 = W.new_hospital(rng, c)
    near = W.near_tuple(c, k.hosp.addr.city)
    pt = W.new_person(rng, middle_p=0.3)
    age = rng.choice([rng.randrange(17, 35), rng.randrange(22, 50), rng.randrange(35, 80), rng.randrange(18, 90)])
    dob = ids.add_days(k.date, -(age * 365 + rng.randrange(0, 364)))
    pt.dob = dob
    pt.age = ids.age_on(dob, k.date)
    pt.title = pt_title(rng, pt, c)
    pt.addr = W.new_addr(rng, c, near if rng.random() < 0.7 else None)
    pt.mobile = ids.phone(rng, c, "mobile")
    pt.home = ids.phone(rng, c, "land")
    pt.email = ids.email_for(rng, pt.first, pt.last)
    pt.mrn = ids.mrn(rng, c, k.hosp.mrn_style)
    pt.mrn2 = ids.mrn(rng, c, k.hosp2.mrn_style)
    pt.national = ids.ssn_like(rng, c)
    pt.hplan = ids.healthplan(rng, c)
    pt.group = ids.group_no(rng)
    pt.user = W.username(rng, pt)
    if pt.age >= 75 or (pt.age >= 63 and rng.random() < 0.7):
        pt.job = rng.choice(["retired teacher", "retired miner", "retired nurse", "retired police officer",
                             "retired postman", "retired engineer", "retired bus driver", "retired farmer",
                             "retired accountant", "retired electrician"])
    elif pt.age < 22 and rng.random() < 0.6:
        pt.job = rng.choice(["student", "university student", "sixth-form student", "apprentice electrician", "apprentice mechanic"])
    else:
        pt.job = rng.choice(PL.PROFESSIONS)
    pt.employer = W.org_name(rng, c)
    if "university" in pt.job or "PhD" in pt.job or rng.random() < 0.3:
        pt.school = W.university_name(rng)
    else:
        pt.school = "%s %s" % (rng.choice(PL.STEMS), rng.choice(["Sixth Form College", "College", "Academy", "High School",
                                                                 "Community College"]))
    k.pt = pt
    fam = []
    for _ in range(3):
        f = W.new_person(rng, middle_p=0.05)
        if rng.random() < 0.6:
            f.last = pt.last
        f.rel = rng.choice(REL[f.sex])
        f.phone = ids.phone(rng, c, "mobile")
        f.job = rng.choice(PL.PROFESSIONS)
        fam.append(f)
    k.fam = fam
    k.staff = {}
    for r in ["cons", "reg", "cns", "surg", "path", "rad", "pharm", "diet", "stoma", "junior", "sho", "nurse", "sec",
              "coord", "anaes", "psych", "endo"]:
        k.staff[r] = clinician(rng, c, r)
    k.staff["cns2"] = clinician(rng, c, "cns")
    k.staff["cons2"] = clinician(rng, c, "cons")
    k.staff["nurse2"] = clinician(rng, c, "nurse")
    k.staff["np"] = clinician(rng, c, "np") if c == "US" else clinician(rng, c, "cns")
    k.gp = W.new_gp(rng, c, near)
    k.gp.p.title = "Dr" + us_dot(c)
    # disease
    k.dx = rng.choice(["CD", "CD", "UC", "UC", "CD", "UC", "IBDU"])
    yrs = rng.randrange(0, max(1, min(pt.age - 10, 30)))
    k.dx_date = ids.add_days(k.date, -(yrs * 365 + rng.randrange(30, 360)))
    if k.dx == "CD":
        k.montreal = "%s %s %s" % (rng.choice(PC.MONTREAL_CD["A"]), rng.choice(PC.MONTREAL_CD["L"]), rng.choice(PC.MONTREAL_CD["B"]))
    else:
        k.montreal = "%s %s" % (rng.choice(PC.MONTREAL_UC["E"]), rng.choice(PC.MONTREAL_UC["S"]))
    k.bio = rng.choice(PC.BIOLOGICS[:4] + PC.BIOLOGICS[:3] + PC.BIOLOGICS)
    k.brand = rng.choice(k.bio["b"])
    k.sev = rng.choice([0, 1, 1, 2, 2, 3])
    k.weight = round(rng.uniform(46, 108), 1)
    return k


def dx_text(k):
    if k.dx == "CD":
        loc = {"L1": "ileal", "L2": "colonic", "L3": "ileocolonic"}
        l = [x for x in k.montreal.split() if x.startswith("L")][0].split("+")[0]
        return "Crohn's disease (%s), Montreal %s" % (loc[l], k.montreal)
    if k.dx == "UC":
        e = {"E1": "proctitis", "E2": "left-sided colitis", "E3": "extensive colitis"}[k.montreal.split()[0]]
        return "Ulcerative colitis - %s (Montreal %s)" % (e, k.montreal)
    return "IBD-unclassified (IBDU), colonic, Montreal %s" % k.montreal


def dx_short(k):
    return {"CD": "Crohn's", "UC": "UC", "IBDU": "IBDU"}[k.dx]


def pt_name_formal(rng, k):
    """'Mr Smith' style: returns pieces with title outside the span."""
    return [k.pt.title + " ", P(k.pt.last, "PATIENT")]


def doc_name(rng, p, form=None, with_title=True):
    """Clinician with optional title outside the span."""
    form = form or rng.choice(["fl", "fl", "l", "fi", "fml"])
    out = []
    if with_title and p.title and form in ("l", "fl", "fi", "fml", "fi2"):
        out.append(p.title + " ")
    out.append(W.name(p, "DOCTOR", form))
    return out


def sig_block(rng, k, p, lic=None, sep="\n"):
    """Signature: name, credentials, role, licence, contact."""
    out = []
    out.append(doc_name(rng, p, rng.choice(["fl", "fml", "fl"]), with_title=rng.random() < 0.5))
    if p.creds:
        out.append(" " + p.creds if rng.random() < 0.5 else ", " + p.creds)
    out.append(sep + p.role)
    if lic if lic is not None else (p.lic and rng.random() < 0.5):
        lab = {"GMC": "GMC", "NMC": "NMC PIN", "NPI": "NPI", "AHPRA": "AHPRA", "IMC": "IMC No.", "NMBI": "NMBI PIN",
               "CPSO": "CPSO #", "STATE": "Lic #", "GPHC": "GPhC"}.get(p.lic_kind, "Reg")
        if p.lic:
            out.append(sep + lab + " " if rng.random() < 0.7 else sep + lab + ": ")
            out.append(P(p.lic, "LICENSE"))
    return out
