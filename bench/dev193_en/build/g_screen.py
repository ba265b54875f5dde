"""Genres: school health screening, occupational health screening, sexual health clinic note."""
from nb import NB
from ctx import Ctx, clinic_header, demo_block, signature, tm, family
from common import (nm, phone, email, username, ip, url, shift, Clin, specimen, plate, vin, bioid,
                    device_sn, fd, words, addr_pieces, general)
from clin import vitals
from pools import HOSPITALS, SCHOOLS, EMPLOYERS, LABS, DEST_COUNTRIES, PROFESSIONS

GRADES = {"US": ["Kindergarten", "Grade 1", "Grade 3", "Grade 5", "Grade 7", "Grade 9"],
          "IE": ["Junior Infants", "Senior Infants", "First Class", "Fourth Class", "First Year", "Transition Year"],
          "ZA": ["Grade R", "Grade 1", "Grade 4", "Grade 8", "Grade 10"]}
GRADE_AGE = {"Kindergarten": 5, "Grade R": 5, "Junior Infants": 4, "Senior Infants": 5, "Grade 1": 6, "First Class": 6,
             "Grade 3": 8, "Grade 4": 9, "Fourth Class": 9, "Grade 5": 10, "Grade 7": 12, "First Year": 12,
             "Grade 8": 13, "Grade 9": 14, "Grade 10": 15, "Transition Year": 15}


def school_screening(r, c, lower):
    grade = r.choice(GRADES[c])
    ga = GRADE_AGE[grade] + r.choice([0, 0, 1])
    x = Ctx(r, c, ga, ga)
    nb = NB(lower)
    small = ("Preschool", "Daycare", "Creche", "Educare")
    school = r.choice([s for s in SCHOOLS[c] if not any(w in s for w in small)])
    title = {"US": ["SCHOOL HEALTH SCREENING FORM", "School Nurse Screening Record", "Student Health Screening"],
             "IE": ["SCHOOL HEALTH SCREENING", "School Entry Health Check", "Child Health Screening - School Visit"],
             "ZA": ["INTEGRATED SCHOOL HEALTH PROGRAMME - LEARNER ASSESSMENT", "School Health Screening Form",
                    "ISHP Learner Screening Record"]}[c]
    nb.ln("{t}", t=r.choice(title))
    nb.ln("")
    nb.ln("School: {s}", s=(school, "ORGANIZATION"))
    tch = family(r, c)
    nb.ln("{g}   Class teacher: {t}   Room: {rm}", g=grade, t=nm(tch, r.choice(["title_last", "full"]), "FAMILY"),
          rm=(r.choice([str(r.randint(1, 30)), "%d%s" % (r.randint(1, 9), r.choice("ABC"))]), "LOCATION_OTHER"))
    sid = r.choice(["%08d" % r.randint(0, 99999999), "S%06d" % r.randint(0, 999999), "L%d-%05d" % (x.date.year % 100, r.randint(0, 99999))])
    nb.ln("{l}: {s}", l=r.choice(["Student ID", "Learner no.", "Pupil ID"]), s=(sid, "IDNUM"))
    nb.ln("")
    nb.ln("Child: {n}", n=x.name(r.choice(["full", "LAST_FIRST2", "full_mi", "last_first"])))
    nb.ln("DOB: {d}   Age: {a}   Sex: {s}", d=x.dob(), a=[(str(x.age), "AGE"), " yrs"], s=x.pt.sex)
    par = family(r, c, sex="F" if r.random() < 0.7 else "M", last=x.pt.last if r.random() < 0.75 else None, avoid=x.pt)
    nb.ln("Parent/guardian: {n} ({rel})", n=nm(par, r.choice(["full", "title_full", "LAST_FIRST2"]), "FAMILY"),
          rel="mother" if par.sex == "F" else "father")
    nb.ln("Contact: {p}{e}", p=(phone(r, c, mobile=True), "PHONE"), e=["  ", (email(r, par), "EMAIL")] if r.random() < 0.5 else "")
    if r.random() < 0.6:
        nb.ln("Home address: {a}", a=x.addr_p())
    cons = shift(x.date, -r.randint(5, 40))
    nb.ln("Consent: signed, received {d}", d=x.d(cons))
    nb.ln("Screening date: {d}", d=x.d())
    nb.ln("")
    nb.ln("GROWTH")
    ht = 100 + (x.age - 4) * 6 + r.randint(-6, 8)
    wt = 15 + (x.age - 4) * 3 + r.randint(-3, 9)
    nb.ln("  Height {h} cm ({p1} centile)   Weight {w} kg ({p2} centile)   BMI {b}", h=str(ht), p1=r.choice(["9th", "25th", "50th", "75th", "91st"]),
          w=str(wt), p2=r.choice(["2nd", "9th", "25th", "50th", "75th", "91st", "98th"]), b="%.1f" % (wt / (ht / 100.0) ** 2))
    nb.ln("VISION")
    if c == "US":
        nb.ln("  Snellen: R 20/{a}  L 20/{b}  Both 20/{cc}   Color vision: {cv}", a=r.choice(["20", "25", "30", "40", "50"]),
              b=r.choice(["20", "25", "30", "40", "70"]), cc=r.choice(["20", "25"]), cv=r.choice(["normal", "not tested"]))
    else:
        nb.ln("  Snellen: R 6/{a}  L 6/{b}   Glasses: {g}", a=r.choice(["6", "9", "12", "18"]), b=r.choice(["6", "6", "9", "12", "24"]),
              g=r.choice(["no", "yes - wearing", "yes - not brought"]))
    nb.ln("HEARING")
    if r.random() < 0.2:
        nb.ln("  Wears bilateral hearing aids (Phonak Sky), serials {a} / {b}; audiology at {h}.", a=(device_sn(r, "hear"), "DEVICE"),
              b=(device_sn(r, "hear"), "DEVICE"), h=(r.choice(general(c)), "HOSPITAL"))
    else:
        nb.ln("  Sweep test 25 dB at 500/1000/2000/4000 Hz: R {a}, L {b}", a=r.choice(["pass", "pass", "refer"]), b=r.choice(["pass", "pass", "refer"]))
    nb.ln("ORAL HEALTH")
    nb.ln("  {o}", o=r.choice(["No visible caries", "Caries 55, 64 - refer dentist", "Fissure sealants present", "Gingivitis, OHI given"]))
    if x.age >= 10:
        nb.ln("SPINE: Adams forward bend {s}", s=r.choice(["normal", "mild R thoracic prominence - refer", "normal"]))
    nb.ln("IMMUNISATIONS" if c != "US" else "IMMUNIZATIONS")
    nb.ln("  Record checked: {s}", s=r.choice(["up to date", "MMR 2 missing - catch-up given today", "HPV dose 1 given today",
                                                "Td booster given today", "no record available - parent to bring card"]))
    nb.ln("")
    nb.ln("NURSE NOTES")
    k = r.randint(0, 3)
    if k == 0:
        nb.ln('{n} says "{q}". Teacher reports squinting at board.', n=nm(x.pt, "first", "PATIENT"),
              q=r.choice(["the words go blurry", "i sit at the back", "my eyes get sore after reading"]))
    elif k == 1:
        nb.ln("Lives with {rel} {n} and {k} siblings; {w} works as a {p}.", rel=r.choice(["grandmother", "mother", "aunt"]),
              n=nm(family(r, c, sex="F"), "full", "FAMILY"), k=words(r.randint(1, 4)), w=r.choice(["mother", "father", "guardian"]),
              p=(r.choice(PROFESSIONS), "PROFESSION"))
    elif k == 2:
        nb.ln("Asthma: uses salbutamol inhaler at school; care plan on file since {d}.", d=x.d(shift(x.date, -r.randint(100, 900)), r.choice(["my", "year"])))
    else:
        nb.ln("Recently arrived from {cn} ({d}); catch-up schedule planned.", cn=(r.choice(DEST_COUNTRIES), "COUNTRY"),
              d=x.d(shift(x.date, -r.randint(30, 400)), "my"))
    nb.ln("")
    nb.ln("OUTCOME / REFERRALS")
    ref = r.random() < 0.6
    if ref:
        nb.ln("  Referred to {h} ({w}); letter given to parent on {d}.", h=(r.choice(general(c)), "HOSPITAL"),
              w=r.choice(["optometry", "audiology", "dental", "GP", "orthopaedics", "dietitian"]), d=x.d(None, r.choice(["dm", x.ds])))
    else:
        nb.ln("  No referral required.")
    sn = x.nurse
    nb.ln("")
    nb.ln("School nurse: {s}", s=sn.sig(r, r.choice(["cred", "cred_mi"])))
    if r.random() < 0.5:
        nb.ln("{l}: {v}   Tel: {p}", l=sn.lic[0], v=(sn.lic[1], "LICENSE"), p=(phone(r, c, mobile=False, ext=r.random() < 0.3), "PHONE"))
    return nb


OH_POOL = {"US": ["Pinnacle Occupational Medicine", "WorkFit Clinic", "Keystone Employee Health", "Prairie View Medical Group"],
           "IE": ["Corrib Occupational Health", "Liffey OH Services", "Slievemore Health Centre", "Harbour Road Medical"],
           "ZA": ["Lesedi Occupational Health Clinic", "MediWork Occupational Health", "Sizwe OH Centre", "Jacaranda Family Practice"]}
SH_POOL = {"US": ["Riverbend Sexual Health Clinic", "Harbor Point Community Clinic", "Desert Sage Community Clinic",
                  "Three Rivers Health Center"],
           "IE": ["Cuan Sexual Health Clinic", "Western Regional Hospital GUM Clinic", "Abbey Street Surgery",
                  "Riverside Primary Care Centre"],
           "ZA": ["Masakhane Clinic", "Ubuntu Community Health Centre", "Bophelo Wellness Clinic", "Siyakhula CHC"]}

JOBS = {"driver": ["truck driver", "bus driver", "delivery driver", "forklift operator", "haul truck operator"],
        "mine": ["underground miner", "shaft timberman", "rock drill operator", "winding engine driver"],
        "food": ["food handler", "meat processor", "kitchen porter", "chef"],
        "health": ["care assistant", "nurse", "phlebotomist", "paramedic"],
        "office": ["software developer", "accountant", "call centre agent"]}


def occupational_screening(r, c, lower):
    x = Ctx(r, c, 18, 63, pool=OH_POOL[c])
    nb = NB(lower)
    cat = r.choice(["driver", "driver", "mine" if c == "ZA" else "driver", "food", "health", "office"])
    job = r.choice(JOBS[cat])
    emp = x.employer
    typ = r.choice(["pre-placement", "periodic (annual)", "return to work", "exit medical"])
    ttl = {"pre-placement": "Pre-Employment Medical Examination", "periodic (annual)": "Periodic Medical Surveillance",
           "return to work": "Return to Work Assessment", "exit medical": "Exit Medical Examination"}[typ]
    clinic_header(nb, x, r.choice([ttl, ttl, "OCCUPATIONAL HEALTH ASSESSMENT", "Certificate of Fitness - Medical Record"]), r,
                  full=r.random() < 0.5)
    nb.ln("Type: {t}", t=typ)
    nb.ln("Employer: {e}", e=(emp, "ORGANIZATION"))
    if cat == "mine":
        nb.ln("Site: {s}", s=(r.choice(["Lesedi Shaft", "Kgotso Shaft", "Eland Decline", "Bokamoso Section"]), "LOCATION_OTHER"))
    nb.ln("HR contact: {n}, {e}", n=nm(family(r, c), r.choice(["full", "title_full"]), "FAMILY"), e=(email(r, local=r.choice(["hr", "ohs", "people"]),
                                                                                                     sub=emp.split()[0].lower().replace("-", "")), "EMAIL"))
    nb.ln("")
    demo_block(nb, x, r, r.choice([["name", "dob", "agesex", "ssn"], ["name", "dob", "ssn", "phone"], ["name", "dob", "mrn", "addr"]]))
    nb.ln("Employee no.: {e}   Job title: {j}", e=("%s%06d" % (r.choice(["E", "EMP", ""]), r.randint(0, 999999)), "IDNUM"),
          j=(job, "PROFESSION"))
    if cat in ("mine", "driver") or r.random() < 0.3:
        nb.ln("Biometric access enrolment: {b} ({k})", b=(bioid(r), "BIOID"), k=r.choice(["fingerprint", "iris", "palm vein", "fingerprint"]))
    if cat == "driver":
        lic = {"US": "CDL", "IE": "Driving licence (C/D)", "ZA": "Driving licence + PrDP"}[c]
        nb.ln("{l} no.: {n}   Expires: {d}", l=lic, n=(_lic(r, c), "LICENSE"), d=x.d(shift(x.date, r.randint(100, 1800)), r.choice(["my", x.ds])))
        if r.random() < 0.7:
            nb.ln("Assigned vehicle: reg {p}{v}", p=(plate(r, c), "VEHICLE"), v=["  VIN ", (vin(r), "VEHICLE")] if r.random() < 0.4 else "")
    nb.ln("")
    nb.ln("HISTORY (questionnaire reviewed)")
    nb.ln("  {h}", h=r.choice(["No chronic illness. No regular medication.", "Hypertension on amlodipine, controlled.",
                                "Previous TB treated (completed), asymptomatic.", "Type 2 DM, HbA1c 7.1%, no hypos.",
                                "Lower back injury previously, now asymptomatic.", "Epilepsy - seizure free 4 years."]))
    if r.random() < 0.5:
        nb.ln("  Previously employed as {p} at {e}.", p=(r.choice(PROFESSIONS), "PROFESSION"), e=(r.choice(EMPLOYERS[c]), "ORGANIZATION"))
    nb.ln("")
    nb.ln("EXAMINATION")
    nb.ln("  {v}", v=vitals(r, c))
    nb.ln("  Vision: R 6/{a} L 6/{b}, Ishihara {i}/17, fields full" if c != "US" else "  Vision: R 20/{a} L 20/{b}, Ishihara {i}/17, fields full",
          a=r.choice(["6", "9", "12"]) if c != "US" else r.choice(["20", "25", "30"]), b=r.choice(["6", "9"]) if c != "US" else r.choice(["20", "25"]),
          i=str(r.randint(13, 17)))
    nb.ln("  Audiometry (dB HL) R: {a}  L: {b}", a=" ".join(str(r.choice([5, 10, 15, 20, 25, 35, 45])) for _ in range(6)),
          b=" ".join(str(r.choice([5, 10, 15, 20, 25, 40])) for _ in range(6)))
    if cat in ("mine", "health") or r.random() < 0.4:
        nb.ln("  Spirometry: FEV1 {a} L, FVC {b} L, ratio {q}%", a="%.2f" % (r.randint(220, 450) / 100.0), b="%.2f" % (r.randint(300, 560) / 100.0),
              q=str(r.randint(68, 86)))
    nb.ln("  Urinalysis: {u}", u=r.choice(["NAD", "glucose neg, protein trace", "blood +, repeat"]))
    dd = x.date
    nb.ln("  Drug screen: specimen {s}, chain of custody form {f}; result {r}", s=(specimen(r, dd), "IDNUM"),
          f=("CCF%07d" % r.randint(0, 9999999), "IDNUM"), r=r.choice(["negative", "negative", "non-negative - MRO review"]))
    if cat in ("mine", "health") or c == "ZA":
        nb.ln("  CXR {d}: {res} (read by {dr})", d=x.dd(-r.randint(0, 10)), res=r.choice(["no active TB", "old healed granuloma", "normal"]),
              dr=nm(x.doc2, "dr_last", "DOCTOR"))
    if cat == "health":
        nb.ln("  Anti-HBs {t} mIU/mL ({d}); MMR x2 documented; IGRA negative.", t=str(r.randint(8, 900)), d=x.dd(-r.randint(5, 30)))
    nb.ln("")
    nb.ln("OUTCOME")
    out = r.choice(["FIT", "FIT", "FIT WITH RESTRICTIONS", "TEMPORARILY UNFIT"])
    restr = {"driver": " - no night driving; review in 3 months", "mine": " - no work at heights; hearing protection mandatory",
             "food": " - exclude from food handling until stool clearance", "health": " - no exposure-prone procedures pending review",
             "office": " - workstation assessment; phased return"}[cat]
    nb.ln("  {o}{extra}", o=out, extra=restr if out.startswith("FIT WITH") else "")
    cert = "%s-%d-%05d" % (r.choice(["COF", "CF", "OHC"]), x.date.year, r.randint(0, 99999))
    nb.ln("  Certificate of fitness no. {n}, valid to {d}", n=(cert, "LICENSE"), d=x.d(shift(x.date, 365)))
    signature(nb, x, r, r.choice([x.doc, x.nurse]))
    if r.random() < 0.4:
        nb.ln("Results uploaded to employer portal {u} by {us}", u=(url(r, emp.split()[0].lower().replace("-", "") + "-oh", "/medicals"), "URL"),
              us=(username(r, x.nurse), "USERNAME"))
    return nb


def _lic(r, c):
    if c == "US":
        return "%s%07d" % (r.choice("ABCDFGHKLMNPRSTW"), r.randint(0, 9999999))
    if c == "IE":
        return "%09d" % r.randint(0, 999999999)
    return "%04d%06d%s%s" % (r.randint(0, 9999), r.randint(0, 999999), r.choice("ABCDEFGHJK"), r.choice("LMNPQRSTVW"))


def sexual_health(r, c, lower):
    x = Ctx(r, c, 16, 66, pool=SH_POOL[c])
    nb = NB(lower)
    title = {"US": ["SEXUAL HEALTH CLINIC NOTE", "STI Clinic - Visit Note", "Sexual & Reproductive Health Visit"],
             "IE": ["GUM / SEXUAL HEALTH CLINIC", "STI Clinic Consultation", "Sexual Health Service - Attendance Note"],
             "ZA": ["SEXUAL HEALTH & HIV PREVENTION CLINIC", "STI Syndromic Management Record", "PrEP / STI Clinic Note"]}[c]
    nb.ln("{t}", t=r.choice(title))
    nb.ln("{h}", h=(x.clinic["name"], "HOSPITAL"))
    nb.ln("")
    cno = r.choice(["GUM%06d" % r.randint(0, 999999), "SH-%d-%04d" % (x.date.year % 100, r.randint(0, 9999)), x.mrn])
    nb.ln("Clinic no.: {n}   Date: {d}   Time: {t}", n=(cno, "MRN"), d=x.d(), t=tm(r))
    nb.ln("Name: {n}{p}   DOB: {d}", n=x.name(r.choice(["full", "LAST_FIRST2", "full_mi"])),
          p=[" (prefers \"", (x.pt.nick, "PATIENT"), "\")"] if x.pt.nick else "", d=x.dob())
    nb.ln("Contact preference: {k} {v}", k=r.choice(["SMS only to", "mobile (OK to leave message)", "text, not landline:"]),
          v=(x.phone, "PHONE"))
    if r.random() < 0.4:
        nb.ln("Email for results: {e}", e=(x.email, "EMAIL"))
    nb.ln("Seen by: {s}", s=r.choice([x.doc, x.np, x.nurse]).sig(r, "cred"))
    nb.ln("")
    reason = r.choice(["asymptomatic screen", "dysuria and discharge x 5 days", "contact of chlamydia", "PrEP review",
                       "genital ulcer", "post-exposure (condom failure 40 h ago)", "follow-up of positive result"])
    nb.ln("Reason for attendance: {r}", r=reason)
    nb.ln("")
    nb.ln("SEXUAL HISTORY")
    last = shift(x.date, -r.randint(2, 40))
    nb.ln("  Last sexual contact: {d} ({w}), condom {u}.", d=x.d(last, r.choice([x.ds, "dm", "wk"])),
          w=r.choice(["regular partner", "casual partner", "new partner"]), u=r.choice(["not used", "used", "inconsistent"]))
    gnd = r.choice(["male", "female", "male and female"])
    nb.ln("  Partners in last 3 months: {n} ({g})", n=str(r.randint(1, 6)), g=gnd)
    if r.random() < 0.6:
        pp = family(r, c, sex={"male": "M", "female": "F"}.get(gnd))
        nb.ln("  Regular partner {n}, together since {y}; partner's HIV status {s}.", n=nm(pp, r.choice(["first", "full"]), "FAMILY"),
              y=x.d(shift(x.date, -r.randint(200, 3000)), r.choice(["year", "my"])), s=r.choice(["negative", "unknown", "positive, VL undetectable"]))
    if x.prof and r.random() < 0.6:
        nb.ln("  Occupation: {p}", p=(x.prof, "PROFESSION"))
    if r.random() < 0.4:
        cn = r.choice(DEST_COUNTRIES)
        nb.ln("  Sexual contact abroad: {c}, {d}", c=(cn, "COUNTRY"), d=x.d(shift(x.date, -r.randint(20, 80)), "my"))
    nb.ln("  Risk: {k}", k=r.choice(["no chemsex, no IDU", "chemsex disclosed - harm reduction advice", "transactional sex - support offered", "no IDU"]))
    nb.ln("")
    nb.ln("EXAMINATION")
    ex_f = ["Mucopurulent cervical discharge, no CMT.", "Single painless ulcer, indurated, R labium.", "Vulval erythema, no ulcers."]
    ex_m = ["Urethral discharge, no inguinal nodes.", "Single painless ulcer on shaft, indurated.", "Meatal erythema, no discharge."]
    nb.ln("  {e}", e=r.choice(["Declined examination.", "Normal external genitalia."] + (ex_f if x.pt.sex == "F" else ex_m)))
    nb.ln("")
    nb.ln("TESTS TODAY")
    for t in r.sample(["CT/NG NAAT (urine)", "CT/NG NAAT (self-taken vulvovaginal)" if x.pt.sex == "F" else "CT/NG NAAT (first-void urine)",
                       "CT/NG NAAT (pharyngeal, rectal)",
                       "HIV 4th gen Ag/Ab", "Syphilis EIA / RPR", "Hepatitis B sAg", "Hepatitis C Ab", "Trichomonas NAAT",
                       "HSV PCR (ulcer swab)", "Creatinine/eGFR (PrEP)"], r.randint(3, 6)):
        nb.ln("  - {t}", t=t)
    nb.ln("  Specimen ref: {s}", s=(specimen(r, x.date), "IDNUM"))
    if r.random() < 0.6:
        pd = shift(x.date, -r.randint(10, 60))
        nb.ln("")
        nb.ln("PREVIOUS RESULTS ({d}, {l}):", d=x.d(pd), l=(r.choice(LABS[c]), "HOSPITAL"))
        nb.ln("  Chlamydia {a}; Gonorrhoea {b}; HIV {h}; RPR {p}", a=r.choice(["DETECTED", "not detected"]), b=r.choice(["not detected", "DETECTED"]),
              h=r.choice(["non-reactive", "non-reactive", "reactive - confirmed"]), p=r.choice(["non-reactive", "1:32", "1:4"]))
    nb.ln("")
    nb.ln("MANAGEMENT")
    nb.ln("  {m}", m=r.choice(["Doxycycline 100 mg PO BD x 7 days", "Ceftriaxone 1 g IM stat + doxycycline 100 mg BD x 7 days",
                                "Benzathine penicillin G 2.4 MU IM stat", "PEP: TDF/FTC + dolutegravir x 28 days, started",
                                "PrEP continued: TDF/FTC 1 tab daily, 3 months supply", "Await results; no treatment today"]))
    nb.ln("  Abstain until treatment complete and partners treated.")
    nb.ln("")
    nb.ln("PARTNER NOTIFICATION")
    for _ in range(r.randint(1, 3)):
        pp = family(r, c)
        meth = r.choice(["patient referral", "provider referral", "anonymous SMS service"])
        nb.t("  - ")
        nb.add(nm(pp, r.choice(["first", "full", "first_li"]), "FAMILY"))
        if meth == "provider referral":
            nb.ln(" - {m}, contact {p}", m=meth, p=(phone(r, c, mobile=True), "PHONE"))
        else:
            nb.ln(" - {m}", m=meth)
    nb.ln("")
    nb.ln("Follow-up: {f}", f=r.choice([["results by SMS; return ", x.dd(r.randint(7, 90), r.choice(["wk", x.ds]))],
                                         ["PrEP review ", x.dd(90, r.choice(["my", x.ds]))], "test of cure in 4 weeks"]))
    if r.random() < 0.5:
        nb.ln("Online results login: {u} at {w}", u=(username(r, x.pt), "USERNAME"), w=(url(r, x.clinic["sub"], "/results"), "URL"))
    signature(nb, x, r, x.doc if r.random() < 0.5 else x.np)
    return nb
