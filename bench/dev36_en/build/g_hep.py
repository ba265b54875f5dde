"""Hepatology."""
import datetime as dt

from phi import M, cap
import blocks as B
import common
import pools as P

GENRE = "hepatology"
G = "hep"


def _tab(c, n=None, span=600):
    r = c.r
    n = n or r.randint(3, 6)
    ds = B.serial_dates(c, n, span)
    cols = ["Bili", "ALT", "Alb", "INR", "Na", "Cr", "Plt"]
    gen = {"Bili": lambda: str(r.randint(8, 160)), "ALT": lambda: str(r.randint(12, 140)), "Alb": lambda: str(r.randint(22, 44)),
           "INR": lambda: str(round(r.uniform(1.0, 2.4), 1)), "Na": lambda: str(r.randint(124, 142)), "Cr": lambda: str(r.randint(50, 190)),
           "Plt": lambda: str(r.randint(38, 260))}
    if r.random() < 0.4:
        cols = cols[:5]
    w = B.walker(lambda k: gen[k]())
    rows = [[c.date(d, c.dstyle)] + [w(k) for k in cols] for d in ds]
    return B.table(["Date"] + cols, rows) if r.random() < 0.7 else B.pipe_table(["Date"] + cols, rows)


def cirrhosis(c):
    r = c.r
    c.setup_patient(35, 82)
    common.setup(c, G)
    aet = r.choice(["alcohol-related", "MASLD-related", "hepatitis C-related (SVR achieved)", "alcohol and MASLD", "hepatitis B-related", "PBC"])
    meld = r.randint(9, 24)
    cp = r.choice(["A5", "A6", "B7", "B8", "B9", "C10"])
    us = c.past(10, 120)
    band = sorted(c.past(40, 500) for _ in range(r.randint(0, 3)))
    hpi = [f"{c.P('title')} ({c.age_phrase()}) has {aet} cirrhosis, Child-Pugh {cp}, MELD {meld}, first decompensation with ascites in {c.my(c.past(200, 1500))}."]
    if "alcohol" in aet:
        f = c.fam(r.choice(['sister', 'daughter', 'partner']))
        hpi.append(f"Abstinent since {c.date(c.past(90, 900))}, supported by {r.choice(['the alcohol liaison nurse', 'AA', 'the community alcohol team'])}; "
                   f"{c.his} {f.rel} {c.F(f)} attends with {c.him}.")
    if band:
        hpi.append("Variceal band ligation on " + ", ".join(c.date(b) for b in band) + f"; grade {r.choice(['I', 'II'])} varices at last check.")
    hpi.append(f"Currently {r.choice(['no ascites on spironolactone 100 mg', 'requiring paracentesis every 2-3 weeks', 'mild confusion at times, on lactulose and rifaximin', 'well compensated'])}.")
    res = [f"HCC surveillance ultrasound {c.date(us)} (accession {M('IDNUM', c.accession('rad'))}): {r.choice(['coarse liver, no focal lesion', 'new 14 mm segment VI lesion - for MRI', 'small-volume ascites, patent portal vein'])}; AFP {r.randint(2, 40)}.",
           f"Transient elastography {c.date(c.past(30, 400))}: {round(r.uniform(12, 75), 1)} kPa (IQR/M {r.randint(8, 29)}%)."]
    plan = [f"Six-monthly HCC surveillance, next {c.my(c.future(150, 200))}.", "Carvedilol 6.25 mg BD as primary prophylaxis." if not band else "Continue band ligation programme.",
            "Salt restriction 5-6.5 g/day; high protein late-evening snack.",
            f"Transplant assessment referral to {M('HOSPITAL', c.hosp2['name'])}." if meld >= 15 else "Not yet meeting transplant referral criteria.",
            f"Hepatology nurse {c.S(c.nurse, 'full')}: {B.tel(c, ext=r.random() < 0.3)}."]
    return {"dept": c.ch(["Hepatology", "Liver Unit", "Liver Service", "Department of Hepatology"]), "clinic": "liver clinic", "title": "Liver Clinic Review",
            "reason": "Cirrhosis review", "dx": [f"Cirrhosis, {aet} - Child-Pugh {cp}, MELD {meld}", r.choice(["Portal hypertension with varices", "Ascites", "Hepatic encephalopathy (grade 1)", "Thrombocytopenia"])],
            "hpi": hpi, "table": "LFTs:\n" + _tab(c), "results": res, "imp": "Decompensated cirrhosis." if meld > 14 else "Compensated cirrhosis.", "plan": plan,
            "meds": ["spironolactone 100 mg OD", "furosemide 40 mg OD", "carvedilol 6.25 mg BD", r.choice(["lactulose 20 mL BD", "rifaximin 550 mg BD", "thiamine 100 mg TDS"])],
            "pmh": ["Type 2 diabetes", r.choice(["Obesity", "Depression", "Previous SBP"])], "exam": f"Jaundiced{' mildly' if r.random() < 0.5 else ''}. Spider naevi. Shifting dullness. No asterixis.",
            "special": ["paracentesis"] if r.random() < 0.5 else [], "mdt_ok": r.random() < 0.3}


def hcv(c):
    r = c.r
    c.setup_patient(22, 68)
    common.setup(c, G)
    start = c.past(100, 300)
    pharm = c.pharmacy()
    hpi = [f"{c.P('first')} has chronic hepatitis C genotype {r.choice(['1a', '1b', '3a', '2'])}, acquired through {r.choice(['past injecting drug use', 'a tattoo abroad', 'unknown route'])}. "
           f"Started sofosbuvir/velpatasvir for 12 weeks on {c.date(start)}; end of treatment {c.date(start + dt.timedelta(days=84))}.",
           f"On opioid substitution therapy (methadone {r.randint(30, 90)} mg) dispensed daily at {M('HOSPITAL', pharm)}"
           + (f", identity confirmed at each dose by fingerprint scan (biometric ID {M('BIOID', 'FP' + c.digits(7))})" if r.random() < 0.5 else "")
           + f". {c.He} is living at {M('LOCATION_OTHER', c.ch(P.BUILDINGS))}."]
    res = [f"HCV RNA {c.date(start)}: {r.randint(100000, 9000000)} IU/mL; SVR12 {c.date(start + dt.timedelta(days=168))}: {'not detected' if r.random() < 0.85 else 'detected'}.",
           f"FibroScan {round(r.uniform(4, 20), 1)} kPa."]
    return {"dept": c.ch(["Hepatology", "Viral Hepatitis Service"]), "clinic": "viral hepatitis clinic", "title": "Hepatitis C Review",
            "reason": "Hepatitis C treatment follow-up", "dx": ["Chronic hepatitis C - SVR", "Opioid use disorder on OST"], "hpi": hpi, "results": res,
            "imp": "Cured of hepatitis C.", "plan": ["Discharge from hepatology if F0-F2.", "Re-infection risk reduction; annual HCV RNA.", "Hepatitis A/B vaccination."],
            "meds": ["methadone", "nicotine patch"], "pmh": ["Depression"], "exam": "Track marks, no stigmata of chronic liver disease.", "special": [], "mdt_ok": False}


def ald_inpatient(c):
    r = c.r
    c.setup_patient(28, 70)
    common.setup(c, G)
    adm = c.visit - dt.timedelta(days=r.randint(6, 21))
    c.adm, c.dis = adm, c.visit
    mdf = r.randint(32, 90)
    hpi = [f"{c.P('full')}, {c.art_age()} {c.AGE()}-year-old {M('PROFESSION', c.profession)}, presented {c.date(adm)} with jaundice, {r.choice(['abdominal distension', 'fever', 'confusion'])} and "
           f"a history of {r.randint(80, 300)} units of alcohol per week. Bilirubin {r.randint(150, 480)}, discriminant function {mdf}."]
    course = [f"Diagnostic tap negative for SBP. Steroids {'started' if mdf > 32 else 'not indicated'}; Lille score at day 7 ({c.sdate(adm + dt.timedelta(days=7))}) {round(r.uniform(0.1, 0.7), 2)}.",
              f"Seen by alcohol liaison ({c.S(c.new_staff('rn'), 'full')}); Pabrinex given; CIWA-guided chlordiazepoxide.".replace("Pabrinex given", "IV thiamine given"),
              (lambda f: f"{cap(f.rel)} {c.F(f)} updated on {c.date(c.visit - dt.timedelta(days=1))}.")(c.fam(r.choice(['wife', 'mother', 'brother'])))]
    return {"dept": "Hepatology", "clinic": "liver unit", "title": "Discharge Summary", "reason": "Alcohol-related hepatitis",
            "dx": ["Severe alcohol-related hepatitis", "Alcohol use disorder", "Hypokalaemia"], "hpi": hpi, "course": course, "inpatient": True,
            "results": [f"USS {c.date(adm)}: hepatomegaly, steatosis, patent vessels."], "imp": "Improving.",
            "plan": ["Prednisolone to complete 28 days then stop.", "Abstinence - community alcohol team referral.", f"Liver clinic {c.date(c.future(10, 21))}."],
            "meds": ["prednisolone 40 mg OD", "thiamine 100 mg TDS", "vitamin B co-strong", "omeprazole 20 mg"], "special": [], "mdt_ok": False}


def masld(c):
    r = c.r
    c.setup_patient(30, 78)
    common.setup(c, G)
    hpi = [f"{c.P('title')} was referred with raised ALT ({r.randint(50, 160)}) and a fatty liver on ultrasound {c.date(c.past(30, 200))}. "
           f"FIB-4 {round(r.uniform(1.0, 3.5), 2)}. BMI {r.randint(29, 44)}, HbA1c {r.randint(40, 75)}.",
           f"Works as {c.an(c.profession)} {M('PROFESSION', c.profession)}; minimal alcohol."]
    return {"dept": "Hepatology", "clinic": "fatty liver clinic", "title": "Liver Clinic", "reason": "Abnormal liver tests",
            "dx": ["MASLD", "Type 2 diabetes", "Obesity"], "hpi": hpi,
            "results": [f"FibroScan {c.date(c.visit)}: {round(r.uniform(5, 18), 1)} kPa, CAP {r.randint(270, 380)} dB/m."],
            "imp": "MASLD with " + r.choice(["low", "indeterminate", "high"]) + " fibrosis risk.",
            "plan": ["Weight loss 7-10%; dietitian referral.", "GLP-1 agonist via diabetes team.", f"Repeat elastography {c.my(c.future(300, 400))}."],
            "meds": ["metformin 1 g BD", "atorvastatin 20 mg"], "pmh": ["Hypertension", "OSA"], "exam": "Central adiposity. Liver edge not palpable.", "special": [], "mdt_ok": False,
            "ref": f"ALT persistently raised at {r.randint(50, 150)} with an echo-bright liver on ultrasound."}


def transplant(c):
    r = c.r
    c.setup_patient(30, 68)
    common.setup(c, G)
    hpi = [f"{c.P('full')} ({c.age_phrase()}) with {r.choice(['alcohol-related cirrhosis', 'PSC', 'MASLD cirrhosis with HCC within criteria', 'PBC'])} was assessed for liver transplantation "
           f"at {M('HOSPITAL', c.hosp['name'])} during {c.date(c.past(7, 20))} to {c.date(c.past(1, 6))}. {'UKELD' if c.loc == 'UK' else 'MELD-Na'} {r.randint(15, 30) if c.loc != 'UK' else r.randint(49, 62)}.",
           (lambda f: f"Carer and support: {c.his} {f.rel} {c.F(f, 'full')}, contact {B.tel(c, mobile=True)}.")(c.fam(r.choice(['husband', 'wife', 'mother', 'son'])))]
    res = [f"CPET {c.date(c.past(5, 20))}: AT {round(r.uniform(8, 15), 1)} mL/kg/min.", f"Echo: normal RVSP.", f"Psychology and social work assessments satisfactory."]
    return {"dept": "Liver Transplant Unit", "clinic": "transplant assessment", "title": "Transplant Assessment",
            "reason": "Liver transplant assessment", "dx": ["End-stage liver disease"], "hpi": hpi, "results": res,
            "imp": "Suitable for listing.", "plan": ["List for deceased donor liver transplantation.", f"Transplant coordinator {c.S(c.nurse, 'full')} pager {M('PHONE', str(r.randint(1000, 9999)))}.",
                                                   "Must remain contactable by phone at all times."],
            "meds": ["spironolactone", "rifaximin"], "special": [], "mdt_ok": True}


SUBS = [(cirrhosis, 7), (hcv, 3), (ald_inpatient, 3), (masld, 2), (transplant, 2)]


def build(c):
    fns = [f for f, w in SUBS for _ in range(w)]
    f = c.ch(fns)
    d = f(c)
    d["sub"] = f.__name__
    return d
