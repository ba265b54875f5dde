"""Genres B: controlled-drug register, prescription clarification call,
pharmacist prescribing, adverse-event report, anticoagulation, methadone."""
import datetime as dt

import blocks as B
import neg as N
import pools as P
from genres_a import ref, _vax


def td(n):
    return dt.timedelta(days=n)


def dfmt(x, day, st):
    if st == "short":
        return x.date(day, "uk_short" if x.c == "UK" else "us_short")
    if st == "iso":
        return x.date(day, "iso")
    return x.date(day, {"UK": "uk", "US": "us", "CA": "iso"}[x.c])


CDS = [("Morphine sulfate 10 mg/5 mL oral solution", "mL"), ("Oxycodone 5 mg capsules", "caps"),
       ("Oxycodone ER 20 mg tablets", "tabs"), ("Methylphenidate ER 36 mg tablets", "tabs"),
       ("Fentanyl 25 mcg/h patches", "patches"), ("Hydromorphone 2 mg tablets", "tabs"),
       ("Morphine sulfate MR 30 mg tablets", "tabs"), ("Lisdexamfetamine 50 mg capsules", "caps"),
       ("Tapentadol 50 mg tablets", "tabs"), ("Buprenorphine 10 mcg/h patches", "patches")]


def cd_register(x, d):
    drug, unit = x.ch(CDS)
    ph = x.pharmacy()
    if x.c == "UK":
        d.nl("CONTROLLED DRUGS REGISTER - Schedule 2 - ", x.ch(["Supplies", "Receipts and supplies"]))
    elif x.c == "CA":
        d.nl("NARCOTIC & CONTROLLED DRUG DISPENSING LOG")
    else:
        d.nl("C-II DISPENSING LOG / PERPETUAL INVENTORY")
    d.nl("Premises: ", ("HOSPITAL", ph), *(["  (", ("STREET", x.street()), ", ", ("CITY", x.town), ")"] if x.p(0.5) else []))
    d.nl("Drug: ", drug, "   ", {"US": "NDC " + N.ndc(x.r), "CA": "DIN " + N.din(x.r), "UK": "Page " + str(x.r.randint(2, 90))}[x.c])
    bal = x.r.randint(80, 600)
    staff = [x.staff("pharm"), x.staff(x.ch(["pharm", "tech"]))]
    d.nl()
    day = x.today - td(x.r.randint(10, 30))
    for i in range(x.r.randint(3, 7)):
        day += td(x.r.randint(0, 4))
        kind = x.ch(["supply", "supply", "supply", "receipt", "supply"])
        q = x.r.randint(10, 112)
        if kind == "receipt":
            bal += q * 2
            d.nl(x.tdate(day), "  RECEIVED from ", ("ORGANIZATION", x.ch(P.WHOLESALERS)), "  inv ", ("ACCOUNT", "INV-" + x.dig(6)),
                 "  qty ", str(q * 2), "  bal ", str(bal), "  ", ("DOCTOR", staff[0].first[0] + staff[0].last[0]))
            continue
        bal -= q
        pt = x.person(age=x.r.randint(19, 92))
        x.address(pt)
        pr = x.staff(x.ch(["doc", "doc", "np"]))
        rs = x.ch(staff)
        d.nl("Entry ", str(i + 1), " - ", x.tdate(day), " ", x.ch(N.TIMES))
        d.nl("  Patient: ", x.name(pt, "PATIENT", x.ch(["full", "lf"])), ", ", x.addr(pt))
        if x.c == "US":
            d.nl("  Rx# ", ("IDNUM", x.rxnum()), "  Prescriber: ", x.dr(pr, "title"), "  DEA ", ("LICENSE", x.dea(pr)))
        elif x.c == "CA":
            lab, val = x.reg(pr)
            d.nl("  Rx# ", ("IDNUM", x.rxnum()), "  Prescriber: ", x.dr(pr, "full_cred"), "  ", lab, " ", ("LICENSE", val))
        else:
            d.nl("  Prescriber: ", x.dr(pr, "title"), ", ", ("HOSPITAL", x.clinic()), "   EPS ID ",
                 ("IDNUM", "%s-%s-%s" % (x.let(6, "0123456789ABCDEF"), x.let(6, "0123456789ABCDEF"), x.let(6, "0123456789ABCDEF"))))
        d.nl("  Qty: ", str(q), " ", unit, "   Balance: ", str(bal))
        col = x.ch(["patient", "patient", "rep", "delivery"])
        if col == "rep":
            fam, rel = B.fam_mention(x, pt)
            if x.p(0.8):
                idp = [x.ch(["driving licence ", "DL# ", "driver's licence "]), ("LICENSE", x.dl(fam))]
            else:
                idp = ["passport ", ("IDNUM", x.dig(9) if x.c != "CA" else x.let(2) + x.dig(6))]
            d.nl("  Collected by: ", x.name(fam, "FAMILY", "full"), " (", rel, ")", "  ID seen: ", *idp)
        elif col == "patient":
            d.nl("  Collected by: patient.  ID: ", x.ch(["DL ", "driver's licence ", "photo ID "]), ("LICENSE", x.dl(pt)))
        else:
            d.nl("  Delivered by driver ", ("DOCTOR", x.person().first), ", vehicle ", ("VEHICLE", x.plate()))
        if x.c == "US" and x.p(0.6):
            d.nl("  PDMP checked - report ", ("IDNUM", "PMP" + x.dig(8)), ", no red flags")
        ck = staff[1] if rs is staff[0] else staff[0]
        d.nl("  Supplied by: ", ("DOCTOR", rs.first[0] + rs.last[0]),
             *(["  Checked: ", ("DOCTOR", ck.first[0] + ck.last[0])] if x.p(0.5) else []))
    d.nl()
    if x.p(0.5):
        w = x.person(age=x.r.randint(30, 60))
        d.nl("Destruction of patient-returned stock witnessed by ", x.ch(["authorised witness ", "Sgt ", "CDLO "]),
             ("FAMILY", w.first + " " + w.last), " on ", x.date(day + td(1)), ". Denaturing kit used.")
    if x.p(0.5):
        s = x.ch(staff)
        d.nl("CD cabinet access: ", ("DOCTOR", s.first + " " + s.last), " fingerprint ID ", ("BIOID", x.bioid()),
             " at ", x.ch(N.TIMES), "; cabinet ", ("DEVICE", x.device("gen")))
    d.nl("Running balance check ", x.date(x.today), ": ", x.ch(["correct", "correct", "discrepancy of 5 mL - overage, investigated"]),
         " - ", x.dr(staff[0], x.ch(["full_cred", "init_last_cred"])))


ISSUES = [
    ("Strength missing on Rx for {d}", "strength confirmed as {s}"),
    ("Dose of {d} exceeds max for renal function (eGFR 28)", "dose reduced, new sig agreed"),
    ("Interaction: clarithromycin + simvastatin", "switched to doxycycline 100 mg"),
    ("C-II Rx missing quantity in words", "quantity confirmed verbally, Rx annotated"),
    ("Illegible sig", "sig clarified: {sig}"),
    ("Duplicate therapy: two PPIs", "omeprazole discontinued"),
    ("Patient reports allergy to penicillin; amoxicillin prescribed", "changed to clarithromycin"),
    ("Methotrexate written as daily", "confirmed ONCE WEEKLY; sig corrected"),
    ("Wrong patient DOB on script", "prescriber reissued e-Rx"),
    ("Not covered by plan - prior authorization required", "PA submitted"),
    ("Insulin pen strength/units unclear", "units per dose confirmed"),
]


def rx_clarify(x, d):
    pt = x.person()
    ph = x.pharmacy()
    B.header(d, x, ph, title=x.ch(["Prescription Clarification Log", "PHARMACIST INTERVENTION - PHONE CALL",
                                    "Rx Clarification / Prescriber Contact", "Intervention record"]), fax=True)
    rph = x.staff("pharm")
    d.nl("Date: ", x.date(x.today), "  ", x.ch(N.TIMES), "    Rx# ", ("IDNUM", x.rxnum()))
    d.nl("Patient: ", x.name(pt, "PATIENT", x.ch(["lf", "full", "fml"])), "   DOB ", x.dob(pt),
         *(["   Profile ", ("MRN", x.mrn())] if x.p(0.5) else []))
    pr = x.staff(x.ch(["doc", "doc", "np"]))
    lab, val = x.reg(pr)
    d.nl("Prescriber: ", x.dr(pr, x.ch(["title", "full_cred"])), "  ", lab, " ", ("LICENSE", val))
    d.nl("Office: ", ("HOSPITAL", x.clinic()), "  Ph ", ("PHONE", x.phone(ext=x.p(0.3))), "  Fax ", ("FAX", x.fax()))
    dr_ = x.ch(N.DRUGS)
    iss, res = x.ch(ISSUES)
    sig = dr_[3] if x.c != "UK" else dr_[4]
    d.nl()
    d.nl("Issue: ", iss.format(d=dr_[0], s=dr_[1], sig=sig))
    clerk = x.staff("clerk")
    ti = x.r.randint(0, 16)
    t1 = N.TIMES[ti]
    st = x.ch(["direct", "lm", "nurse"])
    if st == "lm":
        d.nl(t1, " called office, left message with ", x.ch(["receptionist ", "front desk - "]), x.dr(clerk, "first"), ".")
        d.nl(N.TIMES[ti + x.r.randint(1, 3)], " callback from ", x.dr(pr, "title"), ".")
    elif st == "nurse":
        rn = x.staff("nurse")
        d.nl(t1, " spoke with ", x.dr(rn, x.ch(["full_cred", "first"])), " (office nurse) who relayed query to ",
             x.dr(pr, "title"), ".")
    else:
        d.nl(t1, " spoke directly with ", x.dr(pr, "title"), ".")
    d.nl("Outcome: ", res.format(d=dr_[0], s=dr_[1], sig=sig), ".")
    if "prior auth" in iss or x.p(0.2):
        d.nl("PA ref ", ("IDNUM", "PA" + x.dig(8)), " with ", ("ORGANIZATION", x.ch(P.INSURERS[x.c])),
             *(["  member ", ("HEALTHPLAN", x.healthplan())] if x.p(0.7) else []))
    if x.p(0.5):
        if x.p(0.5):
            fam, rel = B.fam_mention(x, pt, x.ch(["wife", "husband", "daughter", "son", "mother"]))
            d.nl(x.ch(["Informed patient's ", "Left VM for patient's "]), rel, " ", x.name(fam, "FAMILY", x.ch(["first", "full"])),
                 " at ", ("PHONE", x.phone()), ".")
        else:
            d.nl(x.ch(["Pt informed by phone at ", "Left VM for pt at "]), ("PHONE", x.phone()), ".")
    if x.c == "US":
        d.nl("DUR: ", x.ch(["DD/M0/1B", "HD/R0/1G", "ER/M0/1A", "TD/P0/1C"]), "   Time: ", str(x.r.randint(5, 30)), " min")
    if x.p(0.4):
        B.narrative_neg(d, x, 1)
    d.nl("Documented by ", x.dr(rph, x.ch(["full_cred", "init_last_cred"])),
         *(["  (user ", ("USERNAME", x.username(rph)), ")"] if x.p(0.4) else []))


RXP = [
    ("renewal", "Renewal of chronic therapy - original prescriber unavailable", "levothyroxine 75 mcg daily x90 days"),
    ("adapt", "Adaptation: dose change for renal function", "nitrofurantoin changed to cefalexin 500 mg BID x7 days"),
    ("minor", "Minor ailment: allergic rhinitis", "cetirizine 10 mg daily PRN; fluticasone nasal 2 sprays daily"),
    ("minor", "Minor ailment: cold sores", "valaciclovir 2 g BID x1 day"),
    ("contra", "Hormonal contraception initiation", "levonorgestrel/EE 150/30 1 daily x 3 packs; BP 118/72"),
    ("prep", "HIV PrEP initiation", "emtricitabine/tenofovir DF 200/300 mg daily x30 days; HIV Ag/Ab neg, Cr ok"),
    ("ip", "Independent prescriber - hypertension clinic", "amlodipine 5 mg increased to 10 mg daily"),
    ("ip", "Independent prescriber - asthma review", "switched SABA-only to budesonide/formoterol MART"),
    ("smoke", "Smoking cessation prescribing", "varenicline 0.5 mg titration pack"),
    ("uti", "Uncomplicated UTI prescribing", "nitrofurantoin MR 100 mg BID x5 days"),
]


def pharm_prescribing(x, d):
    kind, why, rx = x.ch(RXP)
    age = x.r.randint(16, 45) if kind in ("contra", "prep") else x.r.randint(18, 88)
    pt = x.person(age=age, sex="F" if kind == "contra" or kind == "uti" else None)
    ph = x.ch([x.pharmacy(), x.pharmacy(), x.clinic()])
    B.header(d, x, ph, title=x.ch(["PHARMACIST PRESCRIBING RECORD", "Pharmacist Prescription & Notification",
                                    "Independent Prescriber Consultation" if x.c == "UK" else "Collaborative Practice Prescribing Note"]))
    rph = x.staff("pharm")
    d.nl("Date: ", x.date(x.today), "   Prescriber: ", x.dr(rph, "full_cred"))
    lab, val = x.reg(rph)
    d.nl(lab, ": ", ("LICENSE", val))
    B.demo(d, x, pt, ["name", "dob", "sex", "id", "addr", "phone"] + (["plan"] if x.c != "UK" and x.p(0.5) else []))
    d.nl()
    d.nl("Reason: ", why)
    d.t(ref(x, pt), ", ", x.age(age, x.ch(["yo", "y/o", "F", "year"])) if x.p(0.7) else ["aged ", ("AGE", str(age))], ", ")
    d.nl(x.ch(["seen in consultation room", "seen at counter then private room", "telephone consult", "video consult"]), ".")
    if x.p(0.4) and age < 67:
        d.nl("Occupation: ", ("PROFESSION", x.ch(P.PROFESSIONS)), x.ch(["", " (shift work)", " - night shifts"]), ".")
    if x.c == "US" and x.p(0.3):
        d.nl("SSN: ", ("SSN", x.ssn()))
    B.allergies(d, x)
    if x.p(0.5):
        B.meds(d, x, x.r.randint(1, 4))
    if x.p(0.5):
        B.vitals(d, x)
    if kind == "renewal":
        op = x.staff("doc")
        d.nl("Original Rx by ", x.dr(op, "title"), " dated ", x.date(x.today - td(x.r.randint(200, 400))), "; last fill ",
             x.date(x.today - td(x.r.randint(60, 95))), ".")
    if x.p(0.5):
        B.labs(d, x, k=x.r.randint(2, 4))
    d.nl()
    d.nl("Rx: ", rx)
    d.nl("Rationale: ", x.ch(["meets protocol criteria", "continuity of care; stable on therapy", "guideline-concordant",
                              "shared decision; risks/benefits discussed"]), ". ", x.ch(N.CLINIC_PHRASES))
    d.nl("Rx number ", ("IDNUM", x.rxnum()), x.ch(["", "  Repeats: 0", "  Refills: 2"]))
    doc = x.staff("doc")
    d.nl("Notification ", x.ch(["faxed", "sent", "emailed"]), " to ", x.dr(doc, "title"), ", ", ("HOSPITAL", x.clinic()),
         *([" fax ", ("FAX", x.fax())] if x.p(0.6) else []), " on ", x.date(x.today), ".")
    if x.p(0.3):
        d.nl("Follow-up: ", x.date_wd(x.today + td(x.r.randint(7, 30))), " by phone.")
    B.sign(d, x, rph, style=x.ch(["esig", "uk", "short"]))
    if x.p(0.25):
        B.transcription(d, x, rph)


AE = [
    ("Localised swelling >10 cm at injection site, erythema, warmth", "ice, antihistamine", "Recovered"),
    ("Syncope 2 min post vaccination, brief LOC, no injury", "observed 30 min", "Recovered same day"),
    ("Generalised urticaria 20 min post dose, no airway involvement", "cetirizine 10 mg PO", "Recovered"),
    ("Anaphylaxis: wheeze, hypotension BP 78/40, urticaria at 8 min", "IM adrenaline 0.5 mg x2, 999/911, ED transfer", "Recovered after 24 h obs"),
    ("Facial droop L side 9 days post dose - suspected Bell's palsy", "referred to GP/ED; prednisolone started", "Recovering"),
    ("Ascending weakness, areflexia, day 12 - Guillain-Barre syndrome queried", "admitted; IVIG", "Not yet recovered"),
    ("Chest pain and troponin rise day 3 post mRNA dose 2 - myocarditis", "admitted cardiology", "Recovered"),
    ("Shoulder pain and reduced ROM >2 wk (SIRVA suspected)", "physio referral", "Ongoing"),
    ("Febrile seizure 8 h post vaccination, temp 39.4 C", "ED; paracetamol", "Recovered"),
    ("Rash with mucosal involvement - Stevens-Johnson syndrome queried (also on lamotrigine)", "admitted, dermatology", "Recovering"),
    ("Arthus reaction: painful induration 8 cm day 2", "analgesia", "Recovered"),
]


def ae_report(x, d):
    age = x.ch([x.r.randint(0, 17), x.r.randint(18, 64), x.r.randint(65, 95)])
    pt = x.person(age=age)
    x.address(pt)
    v = _vax(x, age)
    ev, tx, outc = x.ch(AE)
    sys = {"US": "VAERS REPORT - ", "CA": "AEFI REPORT FORM - ", "UK": "YELLOW CARD REPORT - "}[x.c]
    d.nl(sys, x.ch(["draft for submission", "copy for file", "submitted"]))
    d.nl("Report ID: ", ("IDNUM", {"US": x.dig(7) + "-1", "CA": "AEFI-" + x.let(2) + x.dig(6), "UK": "YC" + x.dig(8)}[x.c]),
         "    Local case #: ", ("IDNUM", x.idnum("CASE-")))
    d.nl()
    d.nl("1. PATIENT")
    if x.c == "UK" and x.p(0.5):
        d.nl("   Initials: ", ("PATIENT", pt.first[0] + pt.last[0]), "   Age: ", ("AGE", str(age)), "   Sex: ", pt.sex)
    else:
        d.nl("   Name: ", x.name(pt, "PATIENT", x.ch(["full", "lf", "fml"])))
        d.nl("   Address: ", x.addr(pt))
        d.nl("   Phone: ", ("PHONE", pt.phone))
        d.nl("   DOB: ", x.dob(pt), "   Age at vaccination: ", ("AGE", str(age)) if age > 0 else [("AGE", str(x.r.randint(2, 11))), " months"],
             "   Sex: ", pt.sex)
    vd = x.today - td(x.r.randint(1, 20))
    od = vd + td(x.r.randint(0, 12))
    d.nl()
    d.nl("2. VACCINE / SUSPECT PRODUCT")
    d.nl("   ", v[1], " (", v[2], ")  lot ", N.lot(x.r), "  dose #", str(x.r.randint(1, 3)), "  ", v[4], " ", x.ch(N.SITES[:6]))
    d.nl("   Date/time given: ", x.date(vd), " ", x.ch(N.TIMES))
    d.nl("   Given at: ", ("HOSPITAL", x.ch([x.pharmacy(), x.clinic()])), ", ", ("CITY", x.town),
         *([", ", x.state()] if x.c != "UK" else []))
    d.nl()
    d.nl("3. EVENT")
    d.nl("   Onset: ", x.date(od), " ", x.ch(N.TIMES), "  (", str((od - vd).days), " days after vaccination)")
    d.nl("   Description: ", ev, ".")
    d.t("   ")
    if x.p(0.6):
        d.t(ref(x, pt), " ")
        fam, rel = B.fam_mention(x, pt)
        d.t(x.ch(["was brought by ", "was taken by "]), rel, " ", x.name(fam, "FAMILY", x.ch(["first", "full"])), " to ")
    else:
        d.t("Seen at ")
    d.nl(("HOSPITAL", x.hospital()), x.ch([" ED", " emergency department", ""]), " on ", x.date_wd(od + td(x.r.randint(0, 1))), ".")
    d.nl("   Treatment: ", tx, ".   Outcome: ", outc, ".")
    if x.p(0.5):
        d.nl("   Tests: ", x.ch(["troponin 412 ng/L, CRP 38", "tryptase 18.2 ug/L at 1 h", "LP: protein 1.2 g/L, WCC 2", "nil"]),
             "; ", x.ch(N.SCORES[11:12] + ["Naranjo score 6 (probable)"]))
    d.nl("   Hx: ", x.ch(N.EPONYM_HX + ["asthma", "nil", "egg allergy"]), "; prior AE to vaccine: ", x.ch(["none", "sore arm only"]))
    d.nl()
    d.nl("4. REPORTER")
    rep = x.staff(x.ch(["pharm", "nurse", "doc"]))
    d.nl("   ", x.dr(rep, "full_cred"), ", ", rep.role, ", ", ("HOSPITAL", x.ch([x.pharmacy(), x.clinic()])))
    rep_addr = B.site_addr(x)
    d.nl("   ", x.addr(rep_addr))
    d.nl("   Tel ", ("PHONE", x.phone(ext=x.p(0.3))), "   Email ", ("EMAIL", x.email(rep)))
    d.nl("   Date of report: ", x.date(x.today))
    if x.p(0.4):
        d.nl("   Submitted online from ", ("IPADDR", x.ip()), " via ", ("URL", x.url()))
    if x.p(0.3):
        d.nl("Notified: ", x.ch(N.AGENCIES_PUBLIC[x.c]), "; local immunisation team ", ("PHONE", x.phone()))


def anticoag(x, d):
    age = x.r.randint(45, 96)
    pt = x.person(age=age)
    site = x.ch([x.pharmacy(), x.clinic(), x.hospital()])
    B.header(d, x, site, title=x.ch(["ANTICOAGULATION CLINIC", "Warfarin Monitoring - INR Record",
                                      "Pharmacist-led Anticoagulation Service", "INR clinic note"]))
    d.nl("Visit: ", x.date(x.today), "  ", x.ch(N.TIMES), *(["   Encounter ", ("ACCOUNT", x.account())] if x.p(0.3) else []))
    B.demo(d, x, pt, ["name", "dob", "id", "phone"] + (["nok"] if x.p(0.4) else []) + (["ssn"] if x.p(0.15) else []))
    ind = x.ch(["AF (I48.91), CHA2DS2-VASc %d" % x.r.randint(2, 7), "DVT (I82.409)", "mechanical MVR", "recurrent PE",
                "AF + Wolff-Parkinson-White hx"])
    tgt = "2.5-3.5" if "MVR" in ind else "2.0-3.0"
    d.nl("Indication: ", ind, "   Target INR ", tgt, "   Started ", x.date_partial(x.today - td(x.r.randint(200, 4000))))
    d.nl("Point-of-care: CoaguChek XS, meter SN ", ("DEVICE", x.device("inr")), ", strip lot ", N.lot(x.r))
    inr = round(1.4 + x.r.random() * 3.2, 1)
    d.nl()
    d.nl("INR today: ", str(inr))
    d.nl("History:")
    day = x.today
    for i in range(x.r.randint(3, 6)):
        day -= td(x.r.randint(7, 28))
        d.nl("  ", x.tdate(day), "   INR ", "%.1f" % (1.5 + x.r.random() * 2.5),
             "   wkly dose ", str(x.ch([25, 30, 32.5, 35, 37.5, 40])), " mg")
    d.nl()
    d.nl("Bleeding: ", x.ch(["nil", "minor gum bleeding", "bruising forearms", "nosebleed x1 - settled"]),
         ".  Missed doses: ", x.ch(["none", "1", "2 (holiday)"]), ".  Alcohol: ", x.ch(["nil", "2-4 u/wk", "binge at weekend"]), ".")
    d.nl("Interacting meds: ", x.ch(["none new", "started clarithromycin", "amiodarone dose up", "OTC miconazole gel",
                                     "cranberry juice", "new course of co-trimoxazole"]), ".  Diet: ", x.ch(N.WORDY[4:5] + ["unchanged"]))
    if x.p(0.2):
        d.nl("INR raised after ", x.holiday(), x.ch([" (alcohol, diet change)", " - extra cranberry juice", ""]), ".")
    if x.p(0.5):
        fam, rel = B.fam_mention(x, pt, x.ch(["wife", "husband", "daughter", "son", "carer"]))
        d.nl(rel.capitalize(), " ", x.name(fam, "FAMILY", x.ch(["first", "full", "title"])), " present; manages ",
             x.ch(N.INSTRUMENTS[:3]), ".")
    if x.p(0.3):
        d.nl("Self-testing: home meter SN ", ("DEVICE", x.device("inr")), ", results via ", ("URL", x.url(site)))
    d.nl()
    if inr > 3.5:
        plan = "Omit 1 dose then reduce weekly dose by 10%"
    elif inr < 1.8:
        plan = "Increase weekly dose by 10%; consider LMWH bridging if high risk"
    else:
        plan = "Continue same dose"
    d.nl("Plan: ", plan, ". Next INR ", x.date(x.today + td(x.r.randint(5, 42))),
         *([" (", x.ch(["domiciliary visit", "clinic", "GP practice"]), ")"] if x.p(0.3) else []))
    if x.p(0.3):
        B.labs(d, x, k=3)
    rph = x.staff(x.ch(["pharm", "nurse"]))
    B.sign(d, x, rph)
    if x.p(0.3):
        B.cc(d, x, 1)


def methadone(x, d):
    age = x.r.randint(19, 68)
    pt = x.person(age=age)
    site = x.ch(P.OAT_CLINICS + [x.pharmacy()])
    B.header(d, x, site, title=x.ch(["OPIOID AGONIST TREATMENT - DISPENSING RECORD", "Methadone Dispensing Log",
                                      "Supervised Consumption Record", "OTP Dosing Sheet"]), fax=x.p(0.5))
    d.nl("Client: ", x.name(pt, "PATIENT", x.ch(["lf", "full"])), "   Client ID: ", ("MRN", x.mrn()),
         "   DOB: ", x.dob(pt))
    if x.p(0.6):
        d.nl("Identity check: ", x.ch(["palm-vein scan ", "fingerprint ", "biometric "]), ("BIOID", x.bioid()),
             x.ch([" - match", " verified", ""]))
    else:
        d.nl("Photo ID on file: ", x.ch(["driver's licence ", "DL "]), ("LICENSE", x.dl(pt)))
    if x.c == "US" and x.p(0.5):
        d.nl("SSN (billing): ", ("SSN", x.ssn()), "   Medicaid ", ("HEALTHPLAN", x.healthplan("medicaid")))
    pr = x.staff(x.ch(["doc", "np"]))
    lab, val = x.reg(pr)
    start = x.today - td(x.r.randint(3, 10))
    d.nl("Prescriber: ", x.dr(pr, x.ch(["title", "full_cred"])), "  ", lab, " ", ("LICENSE", val))
    d.nl("Rx valid ", x.date(start), " to ", x.date(start + td(x.ch([13, 14, 27, 28]))), "   Rx# ", ("IDNUM", x.rxnum()))
    dose = x.r.randint(20, 140)
    drug = x.ch(["Methadone 1 mg/mL oral solution", "Methadose 10 mg/mL", "Buprenorphine/naloxone 8/2 mg SL film",
                 "Methadone 1 mg/mL (sugar-free)"])
    d.nl("Drug: ", drug, "   Dose: ", str(dose) if "film" not in drug else str(x.ch([8, 12, 16, 24])), " mg daily, ",
         x.ch(["supervised", "supervised x6, 1 carry", "2 carries/wk", "daily witnessed"]))
    d.nl("Pump: ", x.ch(["calibrated pump SN ", "Methameasure SN "]), ("DEVICE", x.device("pump")), ", calibrated ",
         x.date(x.today - td(x.r.randint(1, 6))))
    d.nl()
    d.nl("Date        Dose   Witness  Notes")
    day = start
    dst = x.ch(["short", "iso", "full"])
    staff = [x.staff("pharm"), x.staff(x.ch(["tech", "pharm", "nurse"]))]
    for i in range(x.r.randint(4, 8)):
        note = x.ch(["", "", "", "missed", "appeared drowsy - dose held, reassessed 30 min", "COWS 4", "pupils normal",
                     "collected by agent", "late - after 5 pm"])
        wit = x.ch(staff)
        if note == "missed":
            d.nl(dfmt(x, day, dst), "  --     --       MISSED")
        elif note == "collected by agent":
            ag = x.person()
            d.nl(dfmt(x, day, dst), "  ", str(dose), " mg  ", ("DOCTOR", wit.first[0] + wit.last[0]),
                 "       carry collected by agent ", x.name(ag, "FAMILY", "full"), " (authorised)")
        else:
            d.nl(dfmt(x, day, dst), "  ", str(dose), " mg  ", ("DOCTOR", wit.first[0] + wit.last[0]),
                 "       ", note)
        day += td(1)
    d.nl()
    d.nl("UDS ", x.date(x.today - td(x.r.randint(1, 7))), ": ", x.ch(["methadone +, fentanyl -, benzo -",
                                                                      "fentanyl +, methadone +", "all negative except methadone",
                                                                      "bup +, cocaine +"]), "   Specimen ", ("IDNUM", x.idnum("U")))
    if x.p(0.5):
        d.nl("Naloxone kit supplied, kit no. ", ("IDNUM", "NX-" + x.dig(6)), "; overdose training given to ",
             x.ch(["partner ", "mother ", "friend "]), ("FAMILY", x.person().first), ".")
    if x.p(0.4):
        d.nl("Employment: ", ("PROFESSION", x.ch(["roofer", "warehouse operative", "line cook", "barista", "carpenter",
                                                 "cleaner", "crane operator", "taxi driver"])),
             x.ch(["; ", " - "]), "needs dose before ", x.ch(N.TIMES[:3]), " shift.")
    if x.p(0.2):
        d.nl("Plan over ", x.holiday(), ": ", x.ch(["pharmacy closed - 1 extra carry approved", "dose at satellite site"]), ".")
    if x.p(0.4):
        d.nl("Keyworker: ", x.dr(x.staff("nurse"), x.ch(["full", "first"])), " ", ("PHONE", x.phone(ext=True)))
    d.nl("QTc ", x.ch(["438 ms", "462 ms - ECG repeat requested", "not due"]), ". ", x.ch(N.SCORES[2:5]))
    B.sign(d, x, staff[0], style=x.ch(["uk", "with_reg", "short"]))
