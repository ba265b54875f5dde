"""Own genres: renal pharmacist medicines review, AKC telephone advice log,
remote monitoring enrolment record."""
import datetime

import pools
from core import (chance, pick, addr_pieces, digits, letters, ip_priv, accession, phone, bleep, ext, url,
                  hospital, organisation, device_sn, make_person, plate, bioid, username_for, fmt_date, vin)
from blocks import banner, esign, hard_neg, labs_table
from genres1 import holiday, job, dur

RENAL_DOSING = [
    ("Metformin 1 g BD", "eGFR <30: stop", "Stopped; GP informed"),
    ("Gabapentin 300 mg TDS", "max 300 mg/day at CrCl 15-29", "Reduced to 100 mg TDS"),
    ("Allopurinol 300 mg OD", "start low; titrate to urate", "Reduced to 100 mg OD"),
    ("Apixaban 5 mg BD", "dose by age/weight/creat criteria", "Reduced to 2.5 mg BD"),
    ("Nitrofurantoin 50 mg ON", "avoid if eGFR <45", "Stopped; alternative via GP"),
    ("Ibuprofen 400 mg PRN (OTC)", "nephrotoxic - avoid", "Counselled; stop"),
    ("Sitagliptin 100 mg OD", "eGFR <30: 25 mg OD", "Reduced to 25 mg OD"),
    ("Dapagliflozin 10 mg OD", "continue to dialysis per guideline", "Continue"),
    ("Baclofen 10 mg TDS", "accumulates - toxicity risk", "Reduce to 5 mg BD; review"),
    ("Morphine sulfate MR 10 mg BD", "metabolites accumulate", "Switch to oxycodone (renal team)"),
    ("Spironolactone 25 mg OD", "hyperkalaemia risk, K+ %s", "Hold"),
    ("Trimethoprim 200 mg BD", "raises creatinine and K+", "Avoid"),
    ("Digoxin 125 mcg OD", "reduce dose, check level", "Reduce to 62.5 mcg OD"),
    ("Omeprazole 20 mg OD", "linked to AKI/interstitial nephritis", "Review need"),
]


# ------------------------------------------------------------ renal pharmacist review
def pharmacist_review(d, x):
    r = x.rng
    d.ln(pick(r, ["RENAL PHARMACY - MEDICINES RECONCILIATION & REVIEW", "Renal Pharmacist Medication Review (CKD clinic)",
                  "Pharmacist Consultation - Advanced Kidney Care", "Medicines Optimisation Review: CKD G4-5"]))
    d.ln(("HOSPITAL", x.hosp), pick(r, [" Renal Pharmacy", " - Pharmacy Department", " Outpatient Pharmacy"]), " | ",
         x.D(x.date), " | ", pick(r, ["face to face", "telephone", "video"]))
    d.ln()
    banner(d, x, pick(r, [1, 2, 3, 4]))
    d.ln(x.acct[0], ": ", ("ACCOUNT", x.acct[1]))
    wt = r.uniform(48, 118)
    s = x.series[-1]
    d.ln("Weight %.1f kg | eGFR %d | CrCl (Cockcroft-Gault) %d mL/min | K+ %s" % (wt, s["egfr"], max(5, int(s["egfr"] * r.uniform(0.7, 1.1))), s["k"]))
    d.ln("Allergies: ", pick(r, ["NKDA", "penicillin (rash)", "codeine (vomiting)", "ACE inhibitor (angioedema)", "sulfonamides"]))
    d.ln()
    d.ln("Sources: ", pick(r, ["GP summary from ", "GP repeat list, "]), ("HOSPITAL", x.practice), " (", x.D(x.ago(r.randrange(1, 30))), "); ",
         "patient's own supply; community pharmacy ", ("HOSPITAL", x.pharmacy), " ", ("PHONE", phone(r, x.c)), pick(r, ["", " (blister packs weekly)"]))
    if chance(r, 0.5):
        d.ln("Medicines managed by ", x.rel(0), " ", x.F(0, "full"), " who attended.")
    d.ln()
    d.ln("Drug | Renal consideration | Action")
    rows = r.sample(RENAL_DOSING, r.randrange(4, 8))
    for dr_, cons, act in rows:
        d.ln(dr_, " | ", cons % s["k"] if "%s" in cons else cons, " | ", act)
    d.ln()
    d.ln("Interventions:")
    iv = [["Sick day guidance card (SADMANS) given and explained."],
          ["Letter to ", x.Dr(x.gp, "dr_full"), " re changes; copy to ", ("HOSPITAL", x.pharmacy), " by fax ", ("FAX", phone(r, x.c)), "."],
          ["Phosphate binder timing corrected (was taking at bedtime)."],
          ["Potassium binder ", pick(r, ["Lokelma", "Veltassa"]), " supply via hospital; prescription ", ("IDNUM", "RX" + digits(r, 8)), "."],
          ["Herbal remedies from ", ("COUNTRY", pick(r, pools.COUNTRIES_ABROAD)), " discussed - advised to stop (unknown content)."],
          ["Compliance aid requested; ", x.P("first"), " forgets lunchtime doses when working as a ", ("PROFESSION", x.prof), "."],
          ["Vaccinations: influenza ", x.D(x.ago(r.randrange(30, 200)), pick(r, ["mon_y", "month_y"])), ", pneumococcal and hepatitis B status checked."],
          ["Avoid OTC NSAIDs incl. topical high-dose; paracetamol preferred."]]
    for i, it in enumerate(r.sample(iv, r.randrange(3, 6))):
        d.ln("  ", str(i + 1), ". ", it)
    d.ln()
    d.ln("Time spent: ", str(r.randrange(15, 50)), " min. Follow-up: ", x.D(x.ahead(r.randrange(14, 90))), ".")
    d.ln()
    d.ln(("DOCTOR", x.pharm.full), ", ", pick(r, ["Specialist Renal Pharmacist", "Advanced Pharmacist - Renal", "Clinical Pharmacist (Nephrology)",
                                                  "PharmD, BCPS" if x.c == "US" else "Senior Pharmacist, Renal"]))
    d.ln(x.lic["pharmacist"][0], " ", ("LICENSE", x.lic["pharmacist"][1]), "  |  Bleep ", ("PHONE", bleep(r)), "  |  ", x.eml(x.pharm))
    if chance(r, 0.4):
        esign(d, x, x.pharm)


# ------------------------------------------------------------ AKC telephone advice log
def phone_log(d, x):
    r = x.rng
    d.ln(pick(r, ["ADVANCED KIDNEY CARE - TELEPHONE ADVICE LOG", "Renal Nurse Advice Line: call record", "CKD Helpline Log",
                  "Telephone Encounters - Kidney Care Nursing"]))
    d.ln(("HOSPITAL", x.hosp), " | line ", ("PHONE", x.hosp_phone), " | ", x.acct[0], " ", ("ACCOUNT", x.acct[1]))
    d.ln()
    d.ln("Pt: ", x.P(pick(r, ["LAST_FIRST", "last_first_up", "full"])), " | DOB ", x.D(x.dob), " | ", x.mrn_label, " ", ("MRN", x.mrn),
         " | ", x.A("sex"))
    d.ln("Contacts on file: home ", ("PHONE", x.home), ", mobile ", ("PHONE", x.mob), "; NOK ", x.F(0, "full"), " (", x.rel(0), ") ",
         ("PHONE", x.fam[0]["phone"]))
    d.ln()
    when = x.date - datetime.timedelta(days=r.randrange(0, 20))
    staff = [x.nurse, x.coord, make_person(r, x.c)]
    unames = [username_for(r, p) for p in staff]
    n = r.randrange(3, 7)
    kinds = r.sample(range(9), n)
    for i in range(n):
        when = when + datetime.timedelta(days=r.randrange(0, 6))
        t = "%02d:%02d" % (r.randrange(8, 18), r.randrange(60))
        k = r.randrange(len(staff))
        d.w(x.D(when), " ", t, " | ")
        kind = kinds[i]
        if kind == 0:
            q, adv = pick(r, [("Ankles more swollen, weight up 2 kg in 3 days.", "increase furosemide as per plan, recheck weight in 48 h"),
                              ("Itching keeping awake.", "emollient; discuss in clinic"),
                              ("Missed blood test - car broke down.", "rebooked bloods"),
                              ("Asks if ok to take cold and flu tablets.", "avoid decongestants/NSAIDs; paracetamol ok")])
            d.ln("IN from patient (", ("PHONE", x.mob), "). ", q)
            d.ln("    Advice: ", adv, ".")
        elif kind == 1:
            d.ln("IN from ", x.rel(0), " ", x.F(0), " (", ("PHONE", x.fam[0]["phone"]), "): ", x.P("first"), " ",
                 pick(r, ["more confused and sleepy", "off food for a week", "upset after clinic, wants to talk through options again",
                          "asking about transport to clinic"]), ".")
            d.ln("    Consent to share with ", x.rel(0), " confirmed on record. ", pick(r, ["Advised GP same day.", "Call back arranged.", "Advised ED if worse."]))
        elif kind == 2:
            d.ln("OUT to pt (", x.P("initials"), ") - no answer; voicemail left on ", ("PHONE", x.home), ". Letter to ", addr_pieces(r, x.addr, "line"), ".")
        elif kind == 3:
            s = x.series[-1]
            d.ln("Result: K+ ", str(s["k"]), ", eGFR ", str(s["egfr"]), " (lab no ", ("IDNUM", accession(r, x.c, when)), "). Discussed with ",
                 x.Dr(x.neph, "dr_last"), ".")
            d.ln("    ", pick(r, ["No change.", "Repeat in 1 week.", "Start Lokelma 10 g TDS x 48 h then 5 g OD.", "Stop ramipril; repeat 1/52." if x.si else "Hold lisinopril; repeat in 1 week."]))
        elif kind == 4:
            d.ln("IN from ", x.Dr(x.gp, "dr_full"), " (", ("HOSPITAL", x.practice), ", ", ("PHONE", x.practice_phone), ") re ",
                 pick(r, ["rising creatinine", "BP control", "ESA prescribing", "sick day rules"]), ". Advice given; see plan.")
        elif kind == 5:
            d.ln("IN from patient re parking penalty at ", ("HOSPITAL", x.hosp), " on ", x.Dalt(x.ago(r.randrange(3, 40))), ", vehicle ",
                 ("VEHICLE", plate(r, x.c)), ". Forwarded to car parking office with clinic letter.")
        elif kind == 6:
            d.ln("Caller identity verified", pick(r, [[" by voiceprint (ref ", ("BIOID", bioid(r, "voice")), ")"],
                                                     [" via voice biometrics, template ", ("BIOID", bioid(r, "voice"))]]), "; ", x.P("first"), " asks for copy of letter to be emailed to ", ("EMAIL", x.email), ".")
        elif kind == 7:
            d.ln("OUT to ", ("ORGANIZATION", pick(r, pools.HOMECARE_COS)), " - delivery of ", pick(r, ["ESA", "PD fluids", "Lokelma"]),
                 " rebooked for ", x.D(x.ahead(r.randrange(1, 10)), pick(r, ["weekday", "wd_dm" if x.si else "wd_md"])), ".")
        else:
            d.ln("Transport: booked with ", ("ORGANIZATION", organisation(r, "support")), " for clinic on ", x.D(x.ahead(r.randrange(5, 30))),
                 "; pick-up from ", addr_pieces(r, x.addr, "line"), ".")
        if chance(r, 0.35):
            d.ln("    -- ", ("USERNAME", unames[k]), " (", ("DOCTOR", staff[k].full), ")")
        else:
            d.ln("    -- ", ("USERNAME", unames[k]), pick(r, ["", " / RN", " / CNS", " / NP"]))
    d.ln()
    d.ln("Audit: last viewed by ", ("USERNAME", unames[0]), " from ", ("IPADDR", ip_priv(r)), " on ", x.D(x.date), ".")


# ------------------------------------------------------------ remote monitoring enrolment
def remote_enrolment(d, x):
    r = x.rng
    app = pick(r, ["KidneyWatch", "HomeBP Connect", "RenalTrack", "CKD@Home", "Telekidney"])
    d.ln(pick(r, ["REMOTE MONITORING ENROLMENT - HOME BP / WEIGHT (CKD)", "Telehealth Enrolment Record: %s" % app,
                  "Remote Patient Monitoring - enrolment and device issue", "Virtual Kidney Clinic: home monitoring set-up"]))
    d.ln("Platform: ", app, " v", "%d.%d" % (r.randrange(2, 6), r.randrange(10)), " | Service: ", ("HOSPITAL", x.hosp), " Kidney Care")
    d.ln("Enrolled: ", x.D(x.date), " by ", ("DOCTOR", x.nurse.full), " (", x.uname(x.nurse), ")")
    d.ln()
    d.ln("PATIENT")
    d.ln("  Name: ", x.P(pick(r, ["full", "fml", "last_first_up"])), "    DOB: ", x.D(x.dob), "    Age: ", x.A("bare"))
    d.ln("  ", x.mrn_pieces(), "    ", x.hp_pieces())
    d.ln("  Address: ", addr_pieces(r, x.addr, "line"))
    d.ln("  Mobile (SMS alerts): ", ("PHONE", x.mob), "    Email: ", ("EMAIL", x.email))
    d.ln("  Preferred language: ", x.lang)
    d.ln()
    d.ln("ACCOUNT")
    d.ln("  Portal: ", ("URL", url(r, "portal")))
    d.ln("  Username: ", x.uname(x.pt), "    Temporary PIN issued (not recorded)")
    bk = pick(r, ["finger", "face", "finger"])
    d.ln("  Biometric login: ", {"finger": "fingerprint", "face": "face unlock"}[bk], " enabled; template ID ", ("BIOID", bioid(r, bk)))
    d.ln("  Registered from IP ", ("IPADDR", ip_priv(r)), " (clinic Wi-Fi)" if chance(r, 0.5) else "", " at ",
         "%02d:%02d" % (r.randrange(8, 18), r.randrange(60)))
    d.ln()
    d.ln("DEVICES ISSUED")
    d.ln("  BP monitor ", pick(r, pools.DEVICE_MODELS[:3]), "  S/N ", ("DEVICE", device_sn(r, "bp")), "  cuff ", pick(r, ["M", "L", "XL"]))
    if chance(r, 0.7):
        d.ln("  Scales Seca 803  S/N ", ("DEVICE", device_sn(r, "scale")))
    if chance(r, 0.4):
        d.ln("  Tablet (loan) S/N ", ("DEVICE", device_sn(r, "tablet")), " - ", pick(r, ["SIM data plan", "home Wi-Fi"]))
    if chance(r, 0.3):
        d.ln("  CGM ", pick(r, ["FreeStyle Libre 2", "Dexcom G7"]), " sensor serial ", ("DEVICE", device_sn(r, "cgm")), " linked")
    d.ln()
    d.ln("ALERT THRESHOLDS")
    d.ln("  SBP >", str(pick(r, [160, 170, 180])), " or <", str(pick(r, [95, 100, 105])), " mmHg (2 readings); weight gain >2 kg in 3 days;")
    d.ln("  missed readings 3 days -> SMS reminder; 5 days -> nurse call.")
    d.ln("  Baseline: ", hard_neg(x))
    d.ln()
    d.ln("ESCALATION CONTACTS")
    for i in range(min(2, len(x.fam))):
        d.ln("  ", x.F(i, "full"), " (", x.rel(i), ") ", ("PHONE", x.fam[i]["phone"]))
    d.ln("  GP: ", x.Dr(x.gp, "dr_full"), ", ", ("HOSPITAL", x.practice), " ", ("PHONE", x.practice_phone))
    d.ln()
    d.ln("CONSENT")
    d.ln("  Data sharing consent signed ", x.D(x.date), "; witnessed by ", ("DOCTOR", x.coord.full), ".")
    if chance(r, 0.4):
        d.ln("  Declined sharing with employer ", ("ORGANIZATION", x.employer), " occupational health.")
    d.ln("  Support: ", app, " helpdesk ", ("PHONE", phone(r, x.c)), ", ", ("EMAIL", pick(r, ["support", "help", "rpm.support"]) + "@" + pick(r, ["example.com", "telehealth.example.net"])))
    d.ln()
    d.ln("Audit trail:")
    t0 = r.randrange(9, 16)
    for ev in r.sample(["record created", "devices paired", "consent uploaded", "thresholds set", "welcome SMS sent", "first reading received"], 4):
        d.ln("  ", x.D(x.date, "iso"), " %02d:%02d " % (t0, r.randrange(60)), ev, " - ", x.uname(pick(r, [x.nurse, x.coord])),
             " @ ", ("IPADDR", ip_priv(r)))
