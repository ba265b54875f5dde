"""Genres: GP consultation, chronic disease annual review, repeat prescription request."""
from nb import NB
from ctx import Ctx, clinic_header, demo_block, signature, tm, family
from common import (nm, phone, email, username, ip, url, specimen, device_sn, shift, words,
                    dea, Clin, clinic_sub, acute)
from clin import vitals, COMPLAINTS, meds_for, labs, COND_NAMES
from pools import PHARMACIES, HOSPITALS, DEST_COUNTRIES, LABS

REL = [("wife", "F"), ("husband", "M"), ("partner", None), ("daughter", "F"), ("son", "M"),
       ("mother", "F"), ("sister", "F"), ("brother", "M"), ("friend", None), ("carer", None)]


def _rel(r, x):
    rel, sx = r.choice(REL)
    same_last = rel in ("wife", "husband", "daughter", "son", "mother", "sister", "brother") and r.random() < 0.7
    p = family(r, x.c, sex=sx, last=x.pt.last if same_last else None)
    return rel, p


def gp_consult(r, c, lower):
    x = Ctx(r, c, 16, 94)
    nb = NB(lower)
    pool = [cp for cp in COMPLAINTS if cp[0] not in ("fatigue", "contraception") or (x.pt.sex == "F" and x.age < 50)]
    cc, hpi, exam, imp, plan = r.choice(pool)
    tele = r.random() < 0.25
    if r.random() < 0.6:
        clinic_header(nb, x, r.choice(["CONSULTATION NOTE", "Office Visit", "Surgery Consultation",
                                       "Family Medicine Progress Note", "GP Consultation"]), r)
    else:
        nb.ln("{n} - {t}", n=(x.clinic["name"], "HOSPITAL"), t=r.choice(["Consultation", "Clinic note", "Acute visit"]))
    demo_block(nb, x, r, r.choice([["name", "dob", "mrn", "date"], ["name", "agesex", "dob", "mrn", "plan", "date"],
                                   ["name", "dob", "ssn", "acct", "date"], ["name", "dob", "mrn", "phone", "date"]]))
    nb.ln("Clinician: {d}{extra}", d=x.doc.sig(r, "cred"),
          extra=["   Nurse: ", (x.nurse.full(), "DOCTOR")] if r.random() < 0.4 else "")
    if tele:
        nb.ln("Encounter type: video consultation via {u}; patient connected from {i}, identity confirmed with DOB",
              u=(url(r, x.clinic["sub"], "/telehealth/join"), "URL"), i=(ip(r), "IPADDR"))
    nb.ln("")
    nb.ln("{h} {cc}", h=r.choice(["CC:", "PC:", "Presenting complaint:", "Reason for visit:"]), cc=cc)
    nb.ln("")
    nb.t(r.choice(["HPI: ", "History: ", "Hx: "]))
    nb.f("{n}, {a}, presents with {cc}. {h}", n=x.name(r.choice(["first", "full", "title_last"])), a=x.agesex(),
         cc=cc, h=hpi)
    if r.random() < 0.5:
        rel, fp = _rel(r, x)
        nb.f(" Attends with {his} {rel} {fn}.", his=x.his(), rel=rel, fn=nm(fp, r.choice(["first", "full"]), "FAMILY"))
    if r.random() < 0.4:
        nb.f(' Pt states "{q}"', q=r.choice([
            "i've been feeling rotten since the weekend and couldn't face work",
            "it's been keeping me up at night, doc",
            "my daughter made me come in, she worries",
            "i just want it sorted before my holiday"]))
    if r.random() < 0.3:
        d1 = shift(x.date, -r.randint(3, 20))
        nb.f(" Symptoms began on {d}.", d=x.d(d1, r.choice(["long", "wk", "dm", x.ds])))
    nb.ln("")
    nb.ln("")
    nb.ln("PMH: {p}", p=r.choice(["nil significant", "asthma (childhood)", "HTN, hyperlipidaemia",
                                 "T2DM on metformin; GORD", "appendicectomy; migraine", "hypothyroidism"]))
    nb.ln("Allergies: {a}", a=r.choice(["NKDA", "penicillin (rash)", "sulfa (hives)", "NKDA", "latex"]))
    nb.t("SH: ")
    nb.add(x.occupation())
    rel, fp = _rel(r, x)
    nb.f(". Lives with {his} {rel} {fn} in {town}.", his=x.his(), rel=rel,
         fn=nm(fp, r.choice(["first", "full"]), "FAMILY"), town=x.town())
    nb.ln(" {s}", s=r.choice(["Non-smoker.", "Smokes 10/day.", "Ex-smoker, quit 5 years ago.", "Vapes daily.",
                             "Alcohol ~14 units/week.", "Social alcohol, no drugs."]))
    if r.random() < 0.5:
        fa = r.randint(48, 79)
        nb.ln("FH: {w} MI at {a}; {m} T2DM.", w=r.choice(["father", "brother", "paternal uncle"]),
              a=(str(fa), "AGE"), m=r.choice(["mother", "sister", "maternal grandmother"]))
    nb.ln("")
    nb.ln("Exam: {v}", v=vitals(r, c) if not tele else "limited (video). Alert, speaking full sentences.")
    nb.ln("{e}", e=exam)
    nb.ln("")
    nb.ln("Assessment: {i}", i=imp)
    nb.ln("Plan:")
    for i, p in enumerate(plan):
        nb.ln("{n}. {p}", n=str(i + 1), p=p)
    k = len(plan) + 1
    if x.prof and r.random() < 0.5:
        d1 = x.date
        d2 = shift(d1, r.randint(2, 13))
        if c == "US":
            nb.ln("{n}. Work note for {e} excusing {d1} to {d2}.", n=str(k), e=(x.employer, "ORGANIZATION"),
                  d1=x.d(d1, "dm"), d2=x.d(d2, "dm"))
        else:
            nb.ln("{n}. Medical certificate issued {d1}-{d2} ({p}).", n=str(k), d1=x.d(d1, "dm"),
                  d2=x.d(d2, "dm"), p=(x.prof, "PROFESSION"))
        k += 1
    nb.ln("{n}. Safety-netting advice given. Review {w}.", n=str(k), w=r.choice([
        ["on ", x.dd(r.randint(7, 28), r.choice(["wk", "long", "num"]))], "in 1 week if not improving",
        ["at next appointment ", x.dd(r.randint(14, 60), "wklong")], "PRN"]))
    if r.random() < 0.3:
        ph = x.phone if r.random() < 0.5 else x.phone2
        nb.ln("Results to be texted to pt on {p}.", p=(ph, "PHONE"))
    signature(nb, x, r)
    if r.random() < 0.3:
        sc = Clin(r, c, "ma")
        nb.ln("Scribed by {s} for {d}.", s=(sc.full(), "DOCTOR"), d=nm(x.doc, "dr_last", "DOCTOR"))
    if r.random() < 0.25:
        nb.ln("DD/{a}  DT/{b}", a=(x.doc.first[0].lower() + x.doc.last[0].lower(), "DOCTOR"), b=x.d(None, "short"))
    return nb


def chronic_review(r, c, lower):
    x = Ctx(r, c, 35, 92)
    nb = NB(lower)
    conds = r.sample(["T2DM", "HTN", "COPD", "Asthma", "CKD", "Hypothyroid", "AF", "HIV", "Depression"],
                     r.randint(1, 3))
    if c == "ZA" and "HIV" not in conds and r.random() < 0.3:
        conds.append("HIV")
    clinic_header(nb, x, r.choice(["ANNUAL CHRONIC DISEASE REVIEW", "Chronic Disease Management - Annual Review",
                                   "Chronic Care Annual Visit", "Yearly Review (Chronic Conditions)"]), r)
    demo_block(nb, x, r, r.choice([["name", "dob", "agesex", "mrn", "plan"], ["name", "dob", "mrn", "addr", "phone"],
                                   ["name", "dob", "ssn", "mrn", "date"], ["name", "dob", "mrn", "acct"]]))
    prev = shift(x.date, -r.randint(330, 420))
    nb.ln("Review date: {d}   Previous review: {p}", d=x.d(), p=x.d(prev, r.choice(["my", x.ds])))
    nb.ln("Reviewed by: {n} ({role}) with {d}", n=(x.nurse.full(), "DOCTOR"),
          role=r.choice({"US": ["care manager", "RN care coordinator", "nurse"], "IE": ["practice nurse", "chronic disease nurse"],
                         "ZA": ["PHC nurse", "chronic care nurse"]}[c]), d=x.doc.ref(r))
    nb.ln("")
    nb.ln("Registered conditions:")
    for cd in conds:
        y = shift(x.date, -r.randint(400, 6000))
        nb.ln(" - {n} (diagnosed {y})", n=COND_NAMES[cd], y=x.d(y, r.choice(["year", "my"])))
    nb.ln("")
    nb.ln("Interval history:")
    nb.f("{n} reports {s}.", n=x.ref(), s=r.choice([
        "feeling generally well, no hospital admissions", "one exacerbation treated with prednisolone in the community",
        "two hypos (lowest 3.1 mmol/L) after skipping meals", "improved exercise tolerance since starting walking group",
        "ongoing fatigue and poor sleep"]))
    if r.random() < 0.6:
        hd = shift(x.date, -r.randint(30, 300))
        nb.f(" ED attendance at {h} on {d} with {w}.", h=(r.choice(acute(c)), "HOSPITAL"), d=x.d(hd),
             w=r.choice(["chest pain (troponin negative)", "hyperglycaemia", "fall, no fracture", "wheeze"]))
    if r.random() < 0.5:
        rel, fp = _rel(r, x)
        nb.f(" {Hi} {rel} {fn} helps with medicines and attends appointments.", Hi=x.his().capitalize(), rel=rel,
             fn=nm(fp, r.choice(["first", "full"]), "FAMILY"))
    nb.ln("")
    nb.ln("")
    nb.ln("Current medication:")
    for m in meds_for(r, conds):
        nb.ln("  * {m}", m=m)
    nb.ln("")
    dev = r.random() < 0.75
    if dev:
        kind = r.choice(["cgm", "gluco", "pump", "pace", "cpap", "bp", "icd"])
        desc = {"cgm": "Continuous glucose monitor (FreeStyle Libre 2), sensor serial",
                "gluco": "Home glucometer (Accu-Chek Guide), serial no.",
                "pump": "Insulin pump (t:slim X2), serial",
                "pace": "Permanent pacemaker (dual chamber), SN",
                "cpap": "CPAP machine (ResMed AirSense 10) for OSA, serial",
                "bp": "Home BP monitor (Omron M3), ser. no.",
                "icd": "ICD (single chamber), device serial"}[kind]
        nb.ln("Devices: {d} {s}", d=desc, s=(device_sn(r, kind), "DEVICE"))
        if kind in ("pace", "icd"):
            nb.ln("  Implanted at {h} on {d}; last remote check normal.", h=(r.choice(acute(c)), "HOSPITAL"),
                  d=x.d(shift(x.date, -r.randint(200, 2500))))
    nb.ln("")
    nb.ln("Examination: {v}", v=vitals(r, c))
    if "T2DM" in conds:
        nb.ln("Feet: monofilament {m}, pulses {p}. Risk: {k}.", m=r.choice(["intact 10/10 bilat", "reduced L 6/10"]),
              p=r.choice(["palpable", "DP absent R"]), k=r.choice(["low", "moderate", "high"]))
        nb.ln("Retinal screening: last {d} - {res}.", d=x.d(shift(x.date, -r.randint(60, 400)), r.choice(["my", x.ds])),
              res=r.choice(["no retinopathy", "background DR, routine recall", "R1M0 both eyes"]))
    if "COPD" in conds or "Asthma" in conds:
        nb.ln("Spirometry: FEV1 {a} L ({b}% pred), FEV1/FVC {q}. Inhaler technique checked. ACT {t}/25.",
              a="%.2f" % (r.randint(90, 320) / 100.0), b=str(r.randint(38, 95)), q="%.2f" % (r.randint(45, 82) / 100.0),
              t=str(r.randint(12, 25)))
    nb.ln("")
    ld = shift(x.date, -r.randint(3, 21))
    lab = r.choice(LABS[c])
    nb.ln("Bloods ({d}, {l}, accession {a}):", d=x.d(ld), l=(lab, "HOSPITAL"), a=(specimen(r, ld), "IDNUM"))
    rows = labs(r, c, conds)
    if r.random() < 0.5:
        nb.ln("{a}{b}{c}{d}", a="Test".ljust(20), b="Result".ljust(10), c="Units".ljust(15), d="Ref")
        for t, v, u, rf in rows:
            nb.ln("{a}{b}{c}{d}", a=t.ljust(20), b=v.ljust(10), c=u.ljust(15), d=rf)
    else:
        nb.ln("| Test | Result | Ref range |")
        nb.ln("|---|---|---|")
        for t, v, u, rf in rows:
            nb.ln("| {t} | {v} {u} | {rf} |", t=t, v=v, u=u, rf=rf)
    nb.ln("")
    nb.ln("Immunisations:" if c != "US" else "Immunizations:")
    fd_ = shift(x.date, -r.randint(20, 150))
    nb.ln("  Influenza - given {d}", d=x.d(fd_))
    nb.ln("  Pneumococcal - {p}", p=r.choice([["given ", x.d(shift(x.date, -r.randint(400, 3000)), "year")], "declined", "due"]))
    if r.random() < 0.5:
        nb.ln("  Shingles - {p}", p=r.choice([["dose 2 given ", x.d(shift(x.date, -r.randint(30, 300)))], "not eligible"]))
    nb.ln("")
    rk = {"US": "10-yr ASCVD risk %.1f%%", "IE": "QRISK3 %.1f%%", "ZA": "Framingham %.1f%%"}[c] % (r.randint(30, 380) / 10.0)
    nb.ln("Risk: {s}", s=r.choice([rk, rk, "CV risk high (established CVD)"]))
    nb.ln("Lifestyle: {s}", s=r.choice(["smoking cessation advice, referred to quit service", "dietitian referral accepted",
                                        "walks 30 min most days", "alcohol 20 units/week, brief intervention done"]))
    nb.ln("")
    nb.ln("Care plan agreed with patient:")
    nb.ln(" - Targets: {t}", t=r.choice(["BP < 140/90, HbA1c individualised", "LDL < 1.8 mmol/L", "BP < 130/80", "symptom control"]))
    nb.ln(" - Next review: {d}", d=x.d(shift(x.date, r.randint(170, 380)), r.choice(["my", x.ds])))
    if r.random() < 0.4:
        nb.ln(" - Patient portal enrolment: username {u}", u=(username(r, x.pt), "USERNAME"))
    signature(nb, x, r, r.choice([x.doc, x.nurse]))
    return nb


def repeat_rx(r, c, lower):
    x = Ctx(r, c, 18, 90)
    nb = NB(lower)
    conds = r.sample(["T2DM", "HTN", "COPD", "Asthma", "Hypothyroid", "AF", "Epilepsy", "Depression", "HIV"], r.randint(1, 3))
    ph_name = r.choice(PHARMACIES[c])
    ph_ph, ph_fax = phone(r, c, mobile=False), phone(r, c, mobile=False)
    rid = "RR-%d-%05d" % (x.date.year % 100, r.randint(0, 99999))
    nb.ln("{h}", h=r.choice(["REPEAT PRESCRIPTION REQUEST", "Medication Refill Request", "Repeat Script Request",
                             "Prescription Renewal Request"]))
    nb.ln("{n}", n=(x.clinic["name"], "HOSPITAL"))
    nb.ln("")
    via = r.choice(["portal", "portal", "phone", "pharmacy", "email"])
    nb.ln("Request ID: {i}    Received: {d} {t}", i=(rid, "IDNUM"), d=x.d(), t=tm(r))
    if via == "portal":
        nb.ln("Channel: online portal ({u})", u=(url(r, x.clinic["sub"], r.choice(["/repeat-rx", "/portal/refills", "/patients/login"])), "URL"))
        nb.ln("Submitted by user {u} from {i}", u=(username(r, x.pt), "USERNAME"), i=(ip(r), "IPADDR"))
    elif via == "phone":
        rc = Clin(r, c, "ma")
        nb.ln("Channel: telephone, taken by {n} (reception) from {p}", n=(rc.full(), "DOCTOR"), p=(x.phone, "PHONE"))
        nb.ln("Logged in system by {u} at workstation {i}", u=(username(r, rc), "USERNAME"), i=(ip(r), "IPADDR"))
    elif via == "pharmacy":
        nb.ln("Channel: faxed by {p} (fax {f}, tel {t})", p=(ph_name, "HOSPITAL"), f=(ph_fax, "FAX"), t=(ph_ph, "PHONE"))
        pc = Clin(r, c, "pharm")
        nb.ln("Pharmacist: {n}, {cr}", n=(pc.full(), "DOCTOR"), cr=pc.cred)
    else:
        nb.ln("Channel: e-mail from {e}", e=(x.email, "EMAIL"))
        nb.ln("Forwarded to clinical inbox by {u} ({i})", u=(username(r, x.nurse), "USERNAME"), i=(ip(r), "IPADDR"))
    nb.ln("")
    demo_block(nb, x, r, r.choice([["name", "dob", "mrn", "phone"], ["name", "dob", "addr", "plan"],
                                   ["name", "dob", "mrn", "email"], ["name", "dob", "ssn", "phone"]]))
    nb.ln("Nominated pharmacy: {p}, {t}", p=(ph_name, "HOSPITAL"), t=(ph_ph, "PHONE"))
    nb.ln("")
    nb.ln("Items requested:")
    meds = meds_for(r, conds, cap=r.randint(2, 5))
    for m in meds:
        last = shift(x.date, -r.randint(20, 95))
        nb.ln("  [x] {m} - qty {q} - last issued {d}", m=m, q=str(r.choice([28, 30, 56, 60, 84, 90, 1])), d=x.d(last, r.choice([x.ds, "short"])))
    nb.ln("")
    if r.random() < 0.6:
        nb.t("Patient comment: ")
        k = r.randint(0, 3)
        if k == 0:
            cn = r.choice(DEST_COUNTRIES)
            d1 = shift(x.date, r.randint(5, 30))
            nb.ln('"travelling to {c} from {d}, could i get 3 months supply please"', c=(cn, "COUNTRY"), d=x.d(d1, "dm"))
        elif k == 1:
            rel, fp = _rel(r, x)
            nb.ln('"my {rel} {n} will collect it, thanks"', rel=rel, n=nm(fp, "first", "FAMILY"))
        elif k == 2:
            nb.ln('"ran out yesterday, sorry for short notice. call me on {p}"', p=(x.phone, "PHONE"))
        else:
            nb.ln('"new address: {a}"', a=x.addr_p())
    nb.ln("")
    nb.ln("Clinical check:")
    nb.ln(" - Last medication review: {d}", d=x.d(shift(x.date, -r.randint(40, 500)), r.choice([x.ds, "my"])))
    nb.ln(" - Monitoring: {m}", m=r.choice(["U&E due - bloods booked", "BP 132/78 at last visit", "TFT normal",
                                           "INR not required (DOAC)", "VL suppressed", "HbA1c due next month"]))
    if "Epilepsy" in conds or r.random() < 0.2:
        nb.ln(" - Driving advice documented; licence {l}", l=(_dl(r, c), "LICENSE"))
    nb.ln("")
    dec = r.random() < 0.15
    pr = x.doc
    if dec:
        nb.ln("Outcome: NOT issued - appointment needed (review overdue). Patient notified by SMS to {p}.", p=(x.phone, "PHONE"))
    else:
        nb.ln("Outcome: approved, {n} month(s) supply. Rx No. {rx}", n=str(r.choice([1, 2, 3, 6])),
              rx=("%s%07d" % (r.choice(["", "E", "RX"]), r.randint(0, 9999999)), "IDNUM"))
        nb.ln("Sent electronically to {p} (fax {f}) at {t}", p=(ph_name, "HOSPITAL"), f=(ph_fax, "FAX"), t=tm(r))
    nb.t("Prescriber: ")
    nb.add(pr.sig(r, "cred"))
    if c == "US":
        nb.ln("  NPI {n}  DEA {d}", n=(pr.lic[1], "LICENSE"), d=(dea(r, pr.last), "LICENSE"))
    else:
        nb.ln("  {l} {v}", l=pr.lic[0], v=(pr.lic[1], "LICENSE"))
    if r.random() < 0.5:
        nb.ln("Processed by {n}", n=(x.nurse.full(), "DOCTOR"))
    return nb


def _dl(r, c):
    if c == "US":
        return "%s%03d-%04d-%04d" % (r.choice("ABCDGHKLMS"), r.randint(0, 999), r.randint(0, 9999), r.randint(0, 9999))
    if c == "IE":
        return "%09d" % r.randint(0, 999999999)
    return "%04d%08d%s%s" % (r.randint(0, 9999), r.randint(0, 99999999), r.choice("ABCDEFGH"), r.choice("JKLMN"))
