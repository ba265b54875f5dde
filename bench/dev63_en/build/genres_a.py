"""Genres 1-4: nursing, therapy, pharmacy/anticoagulation, ICU/step-down."""
from phi import P, S, T, J, Seg
import extras as X
from common import (id_block, sign, vitals, labs, pmh, social, nok_sentence, bed_seg, time_str,
                    pt_name, DAY, EPONYMS)


def tz(w):
    return w.sty == "terse"


def ref(c, forms=None):
    return c.g.pt_ref(c.pt, "PATIENT", forms)


def fam(c, form=None):
    return c.g.name(c.nok, form or c.g.ch(["first", "fl", "full"]), "FAMILY")


# =============================================================================
# 1. nursing admission and shift notes
# =============================================================================
def nursing(g, w, c):
    if g.chance(0.5):
        nursing_admission(g, w, c)
    else:
        nursing_shift(g, w, c)


def arrival(g, c, terse):
    k = g.r.random()
    t = time_str(g)
    amb = P("ORGANIZATION", g.ambulance())
    if terse:
        if k < 0.4:
            return T("adm to {bed} " + t + " {d} via ed, trolley", bed=bed_seg(c, g), d=g.Ds(c.adm))
        if k < 0.7:
            return T("tx from {h} via {a} {d}", h=P("HOSPITAL", c.hosp2), a=amb, d=g.Ds(c.adm))
        return T("from {ch} ({city}) w {rel} {n}", ch=P("HOSPITAL", g.care_home()), city=P("CITY", c.addr["city"]),
                 rel=c.nok_rel, n=fam(c, "first"))
    if k < 0.4:
        return T("Admitted to {bed} at " + t + " on {d} from the Emergency Department by trolley, accompanied by " +
                 c.his + " " + c.nok_rel + " {n}.", bed=bed_seg(c, g), d=g.D(c.adm), n=fam(c))
    if k < 0.7:
        return T("Transferred from {h} by {a} on {d} for ongoing care; handover received from {rn} by phone.",
                 h=P("HOSPITAL", c.hosp2), a=amb, d=g.D(c.adm),
                 rn=g.staff(g.person(), g.ch(["plain", "cred"]), "RN"))
    return T("Arrived from {ch}, {city}, on {d} with a transfer envelope and MAR; escorted by carer {n}.",
             ch=P("HOSPITAL", g.care_home()), city=P("CITY", c.addr["city"]), d=g.D(c.adm), n=g.name(g.person(), "fl", "FAMILY"))


def complaint(g, c, terse):
    x = g.r.random()
    a = g.age(c.age, c.sex)
    if terse:
        return g.ch([
            T("{a} c/o sob x 3/7, prod cough, pmhx " + ", ".join(pmh(g, 3)).lower(), a=a),
            T("{a} fall at home {wd}, long lie ~6h, ?#nof, pmhx " + ", ".join(pmh(g, 3)).lower(), a=a, wd=g.D(c.adm - DAY, "wdonly")),
            T("{a} cellulitis l leg, fevers, on iv fluclox. pmhx " + ", ".join(pmh(g, 2)).lower(), a=a),
        ])
    if x < 0.33:
        return T("{a} " + c.noun + " admitted with a fall at home on {wd} and a long lie of around six hours; "
                 "query fractured neck of femur. Background of " + ", ".join(pmh(g)) + ".", a=a, wd=g.D(c.adm - DAY, "wdonly"))
    if x < 0.66:
        return T("Presented with three days of worsening breathlessness and productive cough. Known " + ", ".join(pmh(g)) +
                 ". Age {a}.", a=S(P("AGE", str(c.age))))
    return T("{n} ({a}) admitted with left leg cellulitis and rigors. PMH: " + ", ".join(pmh(g)) + ".",
             n=ref(c), a=g.age(c.age, c.sex, g.ch(["sexafter", "yo", "yo_"])))


def devices_items(g, c, terse):
    items = []
    d = c.adm
    items.append(T(g.ch(["PIV 20G L ACF inserted {d}", "Cannula 18G R forearm sited {d}, VIP score 0",
                         "PIVC 22G L hand, inserted {d} by {rn}"]), d=g.Ds(d),
                   rn=g.staff(c.nurse, g.ch(["plain", "initl"]))))
    if g.chance(0.5):
        items.append(S(g.ch(["Foley catheter 14Fr in situ, draining clear urine", "IDC 16Fr, UO 45 ml/hr",
                             "Condom catheter; no Foley"])))
    if g.chance(0.55):
        sn = P("DEVICE", g.device_sn())
        items.append(g.ch([
            T("Own insulin pump (MiniMed 780G), serial {sn}; patient self-managing", sn=sn),
            T("Permanent pacemaker, device card sighted: Medtronic Azure XT DR, SN {sn}", sn=sn),
            T("CPAP machine from home (ResMed AirSense 10), serial no. {sn}, labelled", sn=sn),
            T("Hearing aids x2 (Phonak), R aid serial {sn}", sn=sn),
        ]))
    if g.chance(0.3):
        items.append(T("Volumetric pump asset {a} (Alaris GP)", a=P("DEVICE", g.asset())))
    return items


def nursing_admission(g, w, c):
    terse = tz(w)
    w.heading(g.ch(["Nursing Admission Assessment", "Admission Nursing Note", "Nursing admission record",
                    "Adult Inpatient Admission - Nursing"]))
    if g.chance(0.4):
        w.line(P("HOSPITAL", c.hosp))
    id_block(w, c)
    w.blank()
    w.heading(g.ch(["Arrival", "Admission details", "Route of admission"]))
    w.para([arrival(g, c, terse), complaint(g, c, terse)])
    w.blank()
    w.heading(g.ch(["Observations", "Baseline obs", "Initial observations"]))
    w.para([S(vitals(g, terse)), S(g.ch(["NEWS2 %d" % g.r.randint(0, 9), "GCS 15/15", "GCS E4V4M6", "BM %.1f mmol/L" % g.r.uniform(3.5, 19)])),
            S("Pain %d/10 (numeric rating scale)" % g.r.randint(0, 10))])
    w.blank()
    w.heading(g.ch(["Risk assessments", "Risk screening"]))
    rows = [["Braden", str(g.r.randint(9, 23)), g.ch(["high risk", "at risk", "no risk"])],
            ["Morse falls", str(g.r.choice([0, 15, 25, 45, 65, 85])), g.ch(["falls bundle", "standard"])],
            [g.ch(["MUST", "MST", "Malnutrition screen"]), str(g.r.randint(0, 4)), g.ch(["dietitian referral", "weekly weights"])],
            ["VTE", g.ch(["enoxaparin 40 mg SC daily", "TEDs + heparin 5000 units SC BD", "contraindicated (bleeding)"]), ""]]
    if c.g.loc == "UK":
        rows.append(["Waterlow", str(g.r.randint(5, 25)), "pressure-relieving mattress"])
    w.table(["Tool", "Score", "Action"], rows)
    w.blank()
    if g.chance(0.6):
        X.med_admin(g, w, c, c.adm)
        w.blank()
    w.heading(g.ch(["Lines / devices", "Devices", "Invasive devices"]))
    w.items(devices_items(g, c, terse))
    w.blank()
    w.heading(g.ch(["Social history", "Social / discharge planning", "Home situation"]))
    w.para(social(c, w, terse) + [nok_sentence(c)])
    if g.chance(0.5):
        w.para([T("Planned discharge destination: " + g.ch(["home with package of care", "return to {ch}", "home with " + c.nok_rel]) + ".",
                  ch=P("HOSPITAL", g.care_home()))])
    w.blank()
    w.heading(g.ch(["Property", "Valuables", "Patient property"]))
    prop = [S(g.ch(["Wallet, mobile phone and house keys", "Glasses, upper denture, wedding ring", "Handbag and walking frame"]) + " listed on property form.")]
    k = g.r.random()
    if k < 0.5:
        prop.append(T(g.ch(["Car left in visitor car park, registration {v}; " + c.nok_rel + " to collect.",
                            "Car keys handed to {n}; vehicle ({v}) in multi-storey level 2.",
                            "Vehicle plate {v} noted for parking permit."]),
                      v=P("VEHICLE", g.plate()), n=fam(c)))
    if g.chance(0.4):
        prop.append(T("Allergies: " + g.ch(["penicillin (rash)", "NKDA", "codeine (vomiting)", "latex", "sulfa (hives)"]) +
                      ". Band checked with {n} against {lab} {m}.", n=pt_name(c, "fl"), lab=c.mrn_lab.rstrip(":"), m=P("MRN", c.mrn)))
    w.para(prop)
    w.blank()
    w.heading(g.ch(["Care plan", "Education / safety", "Nursing plan"]))
    w.items(X.education(g, c) + [X.skin(g, c)])
    w.blank()
    if g.chance(0.4):
        X.addendum(g, w, c, c.adm)
        w.blank()
    sign(w, c, c.nurse, g.ch(["RN", "RGN", "RN, BSN", "EN"]), "RN")


def nursing_shift(g, w, c):
    terse = tz(w)
    d = c.day(g.r.randint(0, 6))
    shift = g.ch(["0700-1930", "1900-0730", "Day shift 07:00-15:30", "Night 21:00-07:30", "LD 0730-2000"])
    w.heading(g.ch(["Nursing Progress Note", "Shift report", "Nursing note", "Nursing - shift summary"]))
    id_block(w, c, ["name", "mrn", "loc"] + g.r.sample(["dob", "age", "att", "adm", "acct"], 2))
    w.line(g.ch(["Shift: ", "Date/shift: "]), g.D(d), " " + shift)
    w.blank()
    nm = ref(c, ["tl", "first", "lower"] if terse else None)
    if terse:
        w.heading("s")
        w.para([T("{n} settled overnight, c/o pain 4/10 r hip, oxycodone 5mg po w effect", n=nm),
                S("afebrile, " + vitals(g, True))])
        w.heading("b")
        w.para([T("{a} adm {d} w " + g.ch(["#nof, dhs pod 2", "cap, iv abx day 3", "dka, off vrii now", "ahf, iv furosemide"]),
                  a=g.age(c.age, c.sex, "sexafter"), d=g.Ds(c.adm))])
        w.heading("a")
        w.para([S(labs(g, True)), S("eating 50%, pu x3, bo " + g.ch(["yest", "today", "x2"])),
                T("braden {b}, turns 2hrly", b=str(g.r.randint(10, 20)))])
        w.heading("r")
    else:
        w.heading(g.ch(["Summary", "Situation / background", "Overview"]))
        w.para([T("{n} " + g.ch(["has had a settled shift", "was restless overnight", "remains confused at times but redirectable",
                                  "reports improved breathing"]) + ". " + g.ch(["Pain controlled with regular paracetamol 1 g QDS and PRN oxycodone 5 mg.",
                                                                                "Pain score 3/10 after PRN morphine 2.5 mg IV.",
                                                                                "No analgesia required."]), n=nm),
                T("Admitted {d} with " + g.ch(["community-acquired pneumonia (CURB-65 of 2)", "fractured NOF, DHS day 2", "DKA, now off insulin infusion",
                                               "decompensated heart failure", "an infective exacerbation of COPD"]) + ".", d=g.D(c.adm))])
        w.heading(g.ch(["Assessment", "Observations and care"]))
        w.para([S(vitals(g)), S(labs(g)), S(g.ch(["Tolerating diet and fluids; fluid balance +450 ml.", "Strict fluid balance, urine output 0.6 ml/kg/hr.",
                                                  "Pressure areas intact; repositioned 2-hourly (Braden %d)." % g.r.randint(10, 20)]))])
    events = []
    res = c.res
    events.append(T(g.ch(["Reviewed by {dr} at " + time_str(g) + " for " + g.ch(["hypotension", "new confusion", "desaturation", "a temperature of 38.4"]) +
                          "; plan documented ({pl} {pg}).",
                          "{dr} (" + g.ch(["FY1", "SHO", "resident", "registrar", "PGY-2"]) + ") aware of " + g.ch(["AKI", "low K", "raised lactate"]) + ", contactable on {pl} {pg}."]),
                    dr=g.staff(res, g.ch(["dr", "drfull", "plain"])), pl=g.pager_label(), pg=P("PHONE", g.pager())))
    k = g.r.random()
    if k < 0.5:
        events.append(T(c.nok_rel.capitalize() + " {n} visited " + g.ch(["this afternoon", "this evening", "on {wd}"]) +
                        "; asked about discharge " + g.ch(["before {h}", "to {ch}", "home to {city}"]) + ".",
                        n=fam(c), wd=g.D(d, "wdonly"), h=g.holiday_seg(), ch=P("HOSPITAL", g.care_home()), city=P("CITY", c.addr["city"])))
    else:
        events.append(T("Phoned " + c.nok_rel + " {n} on {ph} with update; next visit planned {d2}.", n=fam(c), ph=P("PHONE", c.nok_phone),
                        d2=g.Ds(d + 2 * DAY)))
    if g.chance(0.45):
        events.append(T("Bed move from {w1} bed {b1} to {w2} bed {b2} at " + time_str(g) + " (infection control).",
                        w1=P("HOSPITAL", c.ward), b1=P("LOCATION_OTHER", c.bed), w2=P("HOSPITAL", g.ward()), b2=P("LOCATION_OTHER", g.bed())))
    if g.chance(0.4):
        events.append(T("Blood cultures x2 sent, accession {a}; MSU sent, specimen {s}.", a=P("IDNUM", g.idnum("acc")), s=P("IDNUM", g.idnum("spec"))))
    if g.chance(0.35):
        events.append(T("Patient said \"I want to be home for {h}\".", h=g.holiday_seg()))
    if not terse:
        w.heading(g.ch(["Events", "Events this shift", "Key events"]))
    w.items(events) if w.sty != "prose" else w.para(events)
    if g.chance(0.6):
        X.io_table(g, w)
    if g.chance(0.6):
        X.med_admin(g, w, c, d)
    w.para([X.skin(g, c)] + X.education(g, c)[:1])
    if not terse:
        w.heading(g.ch(["Plan", "Handover / plan", "Recommendations"]))
    plan = [S(g.ch(["Continue IV co-amoxiclav 1.2 g TDS", "Repeat U&E in AM", "Mobilise with physio, Zimmer frame",
                    "Daily weights, fluid restriction 1.5 L", "Review CIWA-Ar 4-hourly"])),
            T("For " + g.ch(["OT home visit", "ward round review", "family meeting", "discharge"]) + " on {d}", d=g.Ds(d + g.r.randint(1, 4) * DAY))]
    w.items(plan)
    w.blank()
    sign(w, c, c.nurse, g.ch(["RN", "RN", "SN", "CN", "RPN", "EN"]), "RN", when=d)


# =============================================================================
# 2. physiotherapy / occupational therapy / speech therapy
# =============================================================================
def therapy(g, w, c):
    disc = g.ch(["PT", "OT", "SLP"])
    terse = tz(w)
    names = {"PT": ["Physiotherapy", "Physical Therapy", "Physiotherapy Initial Assessment", "PT Daily Note"],
             "OT": ["Occupational Therapy", "OT Assessment", "Occupational Therapy Home Visit Report", "OT progress note"],
             "SLP": ["Speech and Language Therapy", "Speech Pathology", "SLP Swallow Assessment", "Speech-Language Pathology Note"]}
    cred = {"PT": g.ch(["PT", "DPT", "MCSP", "BPhty", "PT, DPT"]), "OT": g.ch(["OT", "OTR/L", "OT Reg.", "BOccThy"]),
            "SLP": g.ch(["SLP", "CCC-SLP", "SLT", "CPSP"])}[disc]
    setting = g.ch(["inpatient", "outpatient", "telehealth", "home"])
    title = g.ch(names[disc])
    w.heading(title)
    if setting == "outpatient" or g.chance(0.3):
        w.line(P("HOSPITAL", g.ch([g.town() + " Outpatient Rehab", g.town() + " Community Therapy Hub", c.hosp])),
               g.ch(["", " - " + g.ch(["Physiotherapy Dept", "Therapy Services", "Rehab Clinic"])]))
    d = c.day(g.r.randint(1, 30))
    id_block(w, c, ["name", "dob", "mrn"] + g.r.sample(["age", "acct", "hp", "gp", "nok", "addr", "loc"], 3),
             extra=[(g.ch(["Session date", "Date of service", "DOS", "Seen"]), S(g.D(d), " " + time_str(g)))])
    w.line(g.ch(["Referred by ", "Referral from ", "Ref: "]), g.staff(c.att, g.ch(["dr", "drfull"])), g.ch(["", " (" + g.ch(["Orthopaedics", "Geriatrics", "Neurology", "ENT", "Stroke service"]) + ")"]),
           g.ch(["", S(" on ", g.Ds(c.adm))]))
    w.blank()
    w.heading(g.ch(["Subjective", "History", "S"]))
    a = g.age(c.age, c.sex)
    subj = []
    if terse:
        subj.append(T("{a} " + g.ch(["post tkr r knee", "l mca cva", "#nof, dhs", "deconditioning post sepsis", "parkinson's disease, falls"]) + ", {n} says " +
                      g.ch(["'knee stiff'", "'cant get up off toilet'", "'food sticks'", "'wobbly on stairs'"]), a=a, n=ref(c, ["first", "lower"])))
    else:
        subj.append(T("{a} referred following " + g.ch(["right total knee replacement on {d0}", "left MCA stroke on {d0}", "fractured neck of femur fixed on {d0}",
                                                         "prolonged ICU admission from {d0}", "a fall on {d0} with Colles fracture"]) + ".",
                      a=a, d0=g.D(c.adm)))
        subj.append(T("{n} reports " + g.ch(["pain 5/10 on stairs", "difficulty with dressing and bathing", "coughing with thin fluids",
                                             "word-finding difficulty", "fatigue after short distances"]) + ".", n=ref(c)))
    subj += social(c, w, terse)[:2]
    w.para(subj)
    if disc == "OT" and g.chance(0.7):
        w.para([T(g.ch(["Goal: return to work as a{nn} {p} at {e} by {m}.", "Hopes to resume driving; vehicle {v} (automatic) registered in own name.",
                        "Wishes to attend {nm}'s wedding in {m}."]),
                  nn="n" if c.prof[0] in "aeiou" else "", p=P("PROFESSION", c.prof), e=P("ORGANIZATION", c.employer),
                  m=g.D(d + 60 * DAY, "my"), v=P("VEHICLE", g.plate()), nm=fam(c, "first"))])
    w.blank()
    w.heading(g.ch(["Objective", "Assessment", "O", "Findings"]))
    rows = {"PT": [["Berg Balance", "%d/56" % g.r.randint(10, 56)], ["TUG", "%d s" % g.r.randint(8, 45)],
                   ["6MWT", "%d m" % g.r.randint(60, 480)], ["ROM knee flex", "%d deg" % g.r.randint(40, 125)],
                   ["MMT quads", "%d/5" % g.r.randint(2, 5)], ["Borg RPE", "%d" % g.r.randint(6, 17)]],
            "OT": [["FIM motor", "%d/91" % g.r.randint(20, 91)], ["Barthel", "%d/100" % (5 * g.r.randint(2, 20))],
                   ["MoCA", "%d/30" % g.r.randint(12, 30)], ["Grip R/L", "%d/%d kg" % (g.r.randint(8, 40), g.r.randint(8, 40))],
                   ["Kettle task", g.ch(["independent", "supervision", "min assist"])]],
            "SLP": [["FOIS", "level %d" % g.r.randint(1, 7)], ["IDDSI diet", "level %d" % g.r.randint(3, 7)],
                    ["IDDSI fluids", "level %d" % g.r.randint(0, 4)], ["WAB-R AQ", "%.1f" % g.r.uniform(20, 98)],
                    ["3-oz water test", g.ch(["pass", "fail (cough)"])], ["Oral motor", g.ch(["mild R facial weakness", "WNL"])]]}[disc]
    g.r.shuffle(rows)
    w.table(["Measure", "Result"], rows[:g.r.randint(3, len(rows))])
    obj = []
    if g.chance(0.5):
        obj.append(T(g.ch(["Issued {m} wheelchair, serial {sn}; cushion fitted.", "Loan 4WW frame, asset {sn}.",
                           "AAC device (iPad with TouchChat) asset tag {sn} issued.", "Trialled TENS unit serial {sn}."]),
                     m=g.ch(["Breezy", "Action3", "Karma"]), sn=P("DEVICE", g.device_sn())))
    if disc == "SLP" and g.chance(0.6):
        obj.append(T("VFSS completed {d}, study accession {a}: " + g.ch(["silent aspiration with thin fluids (PAS 8)", "penetration, cleared (PAS 3)", "safe swallow on level 4"]) + ".",
                     d=g.Ds(d - DAY), a=P("IDNUM", g.idnum("acc"))))
    w.para(obj)
    w.para(X.treatment(g, c))
    if setting == "telehealth":
        w.para([T("Session delivered by video ({u}); patient joined from home, IP {ip}, " + g.ch(["good connection", "intermittent audio"]) + ". "
                  + g.ch(["Daughter", "Partner", "Carer"]) + " {n} present to assist.", u=P("URL", g.url("telerehab")), ip=P("IPADDR", g.ip()), n=fam(c))])
    elif setting == "home":
        w.para([T("Home visit to {a}: " + g.ch(["14 steps to first floor, rail on left only", "bath with over-bath shower, no grab rails",
                                                "step-free access, narrow doorways"]) + ".", a=g.addr_seg(c.addr))])
    w.blank()
    X.goals(g, w, c, d)
    w.blank()
    w.heading(g.ch(["Plan", "Plan / goals", "P"]))
    nxt = d + g.r.randint(2, 14) * DAY
    plan = [S(g.ch(["HEP issued: quads sets, SLR, heel slides 3x10 BD", "Graded ADL retraining, kitchen assessment next session",
                    "Continue IDDSI level 5 minced and moist; fluids level 2 mildly thick", "Gait re-education with 4WW, stairs practice"])),
            T("Next appointment {d} " + time_str(g) + g.ch(["", " at {h}"]), d=g.D(nxt, pool=["wd", "wdlong", "num", "dmtxt"]), h=P("HOSPITAL", c.hosp)),
            ]
    if g.chance(0.5):
        plan.append(T("Report copied to {gp} at {pr}" + g.ch([".", " (fax {fx}).", " by email to {em}."]),
                      gp=g.staff(c.gp, "dr"), pr=P("HOSPITAL", c.practice), fx=P("FAX", g.phone("land")), em=P("EMAIL", g.email(c.gp))))
    w.items(plan)
    w.blank()
    if g.chance(0.45):
        X.addendum(g, w, c, d)
        w.blank()
    sign(w, c, c.ther, cred, disc, when=d, lic=g.chance(0.7))


# =============================================================================
# 3. pharmacy and anticoagulation
# =============================================================================
WARF_DOSES = ["3 mg", "4 mg", "5 mg", "2.5 mg", "6 mg", "7.5 mg", "5/2.5 mg alt"]
MEDS = ["metoprolol 25 mg BD", "apixaban 5 mg BD", "atorvastatin 40 mg nocte", "metformin 1 g BD",
        "ramipril 5 mg OD", "furosemide 40 mg mane", "amiodarone 200 mg OD", "levothyroxine 100 mcg OD",
        "pantoprazole 40 mg OD", "sertraline 50 mg OD", "gliclazide MR 60 mg", "allopurinol 300 mg",
        "bisoprolol 2.5 mg OD", "digoxin 62.5 mcg OD", "spironolactone 25 mg", "insulin glargine 18 units nocte",
        "clopidogrel 75 mg OD", "tamsulosin 400 mcg", "donepezil 10 mg nocte", "salbutamol 100 mcg PRN"]


def pharmacy(g, w, c):
    if g.chance(0.5):
        anticoag(g, w, c)
    else:
        medrec(g, w, c)


def anticoag(g, w, c):
    terse = tz(w)
    w.heading(g.ch(["Anticoagulation Clinic", "INR Clinic Note", "Warfarin Monitoring", "Anticoagulation Service - Pharmacist Review"]))
    w.line(P("HOSPITAL", g.ch([c.hosp, g.town() + " Anticoagulation Clinic", c.pharmacy])))
    id_block(w, c, ["name", "dob", "mrn"] + g.r.sample(["phone", "hp", "gp", "age", "acct"], 2))
    ind = g.ch(["AF (CHA2DS2-VASc 4)", "mechanical mitral valve (target 2.5-3.5)", "recurrent DVT", "PE", "LV thrombus"])
    w.line(g.ch(["Indication: ", "Indication - "]), ind, g.ch(["", "; target INR 2-3"]), "; started ", g.D(c.adm - g.r.randint(30, 900) * DAY, pool=["my", "mony", "num", "y"]))
    w.blank()
    w.heading(g.ch(["INR history", "Recent results", "Dosing record"]))
    rows = []
    d = c.adm - 21 * DAY
    for i in range(g.r.randint(4, 7)):
        rows.append([S(g.D(d, g.ch(["num", "dm", "txt"]) if i == 0 else ("dm" if w.sty != "aligned" else "num"))), "%.1f" % g.r.uniform(1.4, 4.6),
                     g.ch(WARF_DOSES), S(P("DOCTOR", g.name(g.ch([c.pharmacist, c.nurse]), "init", "DOCTOR")[0].value))])
        d += g.r.randint(3, 8) * DAY
    w.table(["Date", "INR", "Weekly/daily dose", "By"], rows)
    w.blank()
    w.heading(g.ch(["Assessment", "Review", "Today"]))
    s = []
    inr = g.r.uniform(1.3, 5.2)
    if terse:
        s.append(T("inr %.1f today, {n} reports " % inr + g.ch(["missed 2 doses over {h}", "new abx (clarithro) from gp", "no bleeding, no bruising", "diet change, more greens"]),
                   n=ref(c, ["first", "lower"]), h=g.holiday_seg()))
    else:
        s.append(T("INR %.1f today. {n} reports " % inr + g.ch(["missing two doses over {h}", "starting clarithromycin prescribed by the GP", "no bleeding or bruising",
                                                                 "eating more leafy greens since {m}"]) + ".",
                   n=ref(c), h=g.holiday_seg(), m=g.D(c.adm - 40 * DAY, "my")))
        s.append(S("Interacting medicines checked: ", g.ch(["amiodarone, fluconazole", "none new", "omeprazole (minor)", "St John's wort stopped"]), ". HAS-BLED %d." % g.r.randint(0, 5)))
    if g.chance(0.5):
        s.append(T(g.ch(["Daughter {n} fills the dosette box weekly.", "Blister packs supplied by {ph}, {city}.", "Carer {n} supervises doses; phone {p}."]),
                   n=g.name(g.person("F"), g.ch(["fl", "first"]), "FAMILY"), ph=P("HOSPITAL", c.pharmacy), city=P("CITY", c.addr["city"]), p=P("PHONE", g.phone("mobile"))))
    w.para(s)
    w.blank()
    w.heading(g.ch(["Education", "Counselling"]))
    w.items([S(g.ch(["Bleeding signs, falls and head injury advice reviewed.", "Counselled on consistent vitamin K intake.",
                     "Alcohol: advised max 2 standard drinks.", "Reviewed warfarin tablet colours (1 mg brown, 3 mg blue, 5 mg pink)."])),
             T("Information booklet given to {p}" + g.ch(["", " and " + c.nok_rel + " {f}"]) + "; teach-back satisfactory.", p=ref(c), f=fam(c, "first")),
             S(g.ch(["Next bridging plan if procedure: discuss with haematology.", "DOAC switch discussed - patient prefers warfarin.",
                     "Medic alert bracelet recommended."]))])
    w.blank()
    w.heading(g.ch(["Plan", "Dose plan", "Outcome"]))
    nxt = c.adm + g.r.randint(5, 21) * DAY
    w.items([S("Warfarin " + g.ch(WARF_DOSES) + " daily; " + g.ch(["no change", "hold 1 dose then resume", "increase weekly dose by 10%", "reduce by 5%"])),
             T("Repeat INR {d} at {h}", d=g.D(nxt, pool=["wd", "wdlong", "num", "txt"]), h=P("HOSPITAL", g.ch([c.practice, c.pharmacy, c.hosp]))),
             T("POC device (CoaguChek XS) serial {sn} used for today's test", sn=P("DEVICE", g.device_sn())) if g.chance(0.5) else None,
             T("Yellow book updated; letter to {gp} faxed to {fx}", gp=g.staff(c.gp, "dr"), fx=P("FAX", g.phone("land"))) if g.chance(0.6) else None])
    w.blank()
    if g.chance(0.5):
        w.para(X.communication(g, c)[:1])
    if g.chance(0.5):
        X.addendum(g, w, c, c.adm)
    w.blank()
    sign(w, c, c.pharmacist, g.ch(["PharmD", "RPh", "MRPharmS", "BPharm", "Clinical Pharmacist"]), "RPH", when=c.adm, lic=g.chance(0.6))


def medrec(g, w, c):
    terse = tz(w)
    w.heading(g.ch(["Medication Reconciliation", "Pharmacy Admission Note", "Clinical Pharmacist Note", "Discharge Medication Review"]))
    id_block(w, c, ["name", "dob", "mrn"] + g.r.sample(["loc", "hp", "adm", "att", "acct", "ins", "grp", "ssn"], 3))
    w.blank()
    w.heading(g.ch(["Sources", "Information sources"]))
    src = [T("Patient interview with {n}" + g.ch(["", " and " + c.nok_rel + " {f}"]), n=ref(c), f=fam(c)),
           T("Community pharmacy {ph}, {city} (tel {t}; fax {fx})", ph=P("HOSPITAL", c.pharmacy), city=P("CITY", c.addr["city"]),
             t=P("PHONE", g.phone("land")), fx=P("FAX", g.phone("land"))),
           T(g.ch(["GP summary from {pr}", "PharmaNet profile", "PDMP query", "My Health Record view", "SCR viewed with consent"]) + " on {d}",
             pr=P("HOSPITAL", c.practice), d=g.Ds(c.adm))]
    w.items(src)
    w.blank()
    w.heading(g.ch(["Allergies", "Allergies / ADRs"]))
    w.para([T(g.ch(["Penicillin - anaphylaxis ({y})", "Codeine - vomiting", "NKDA confirmed with patient and GP record",
                    "Sulfonamides - rash; ACE inhibitor - angioedema"]) + ".", y=P("DATE", str(g.r.randint(1975, 2015)))),
            T(g.ch(["Weight %d kg ({d}), CrCl %d ml/min (Cockcroft-Gault)." % (g.r.randint(41, 130), g.r.randint(15, 110)),
                    "Height 1%02d cm, weight %d kg, BMI %d." % (g.r.randint(45, 95), g.r.randint(41, 130), g.r.randint(17, 44))]), d=g.Ds(c.adm))])
    w.blank()
    w.heading(g.ch(["Pre-admission medicines", "Home medications", "Medication list"]))
    meds = g.r.sample(MEDS, g.r.randint(4, 8))
    rows = []
    for m in meds:
        rows.append([m, g.ch(["continue", "withheld (AKI)", "changed", "continue", "stopped"]),
                     S(g.ch(["last filled ", "Rx# ", "supplied "]), P("IDNUM", g.idnum("rx")) if g.chance(0.5) else g.Ds(c.adm - g.r.randint(3, 40) * DAY))])
    w.table(["Medicine", "Action", "Source"], rows)
    w.blank()
    w.heading(g.ch(["Issues", "Pharmaceutical care issues", "Interventions"]))
    iss = [S(g.ch(["Duplicate PPI on chart - omeprazole removed.", "Apixaban dose reduced to 2.5 mg BD (age >80, Cr 140).",
                   "Gentamicin level 1.4 mg/L - redose.", "Vancomycin trough 9 - increase to 1.25 g q12h.", "Potassium chloride 600 mg stopped, K 5.6."]))]
    if g.chance(0.6):
        iss.append(T(g.ch(["Controlled drug cabinet access by fingerprint (ID {b}) logged at " + time_str(g) + ".",
                           "Dispensing cabinet override by {u} (biometric {b}) for oxycodone 5 mg."]),
                     b=P("BIOID", g.bioid("fp")), u=P("USERNAME", g.username(c.nurse))))
    if g.chance(0.5):
        iss.append(T("Prior authorisation for " + g.ch(["rivaroxaban", "empagliflozin", "dulaglutide", "apixaban"]) + " submitted to {ins}, ref {a}; member {m}.",
                     ins=P("ORGANIZATION", g.insurer()), a=P("IDNUM", g.idnum("auth")), m=P("HEALTHPLAN", g.healthplan()[1])))
    if g.chance(0.45):
        lab, lic = g.staff_license("MD")
        iss.append(T("Prescriber {dr} ({lab} {lic}) contacted re opioid script; order {o} amended.", dr=g.staff(c.att, "drfull"), lab=lab, lic=P("LICENSE", lic),
                     o=P("IDNUM", g.idnum("order"))))
    w.items(iss) if w.sty != "prose" else w.para(iss)
    w.blank()
    w.para([T("Discussed with {n} and " + c.nok_rel + " at bedside " + g.ch(["on {wd}", "today"]) + "; counselling on new medicines given.",
              n=ref(c), wd=g.D(c.adm + DAY, "wdonly"))])
    w.blank()
    w.heading(g.ch(["Communication", "Liaison", "Discharge supply"]))
    w.items(X.communication(g, c))
    w.blank()
    w.line(g.ch(["Verified in EHR by ", "Verified: ", "Pharmacist verification user "]), P("USERNAME", g.username(c.pharmacist)))
    sign(w, c, c.pharmacist, g.ch(["PharmD", "RPh", "BPharm", "MPharm"]), "RPH", lic=g.chance(0.5), user=False)


# =============================================================================
# 4. ICU and step-down progress notes
# =============================================================================
def icu(g, w, c):
    terse = tz(w)
    unit = g.ch(["ICU", "MICU", "CCU", "Step-Down", "HDU", "CVICU", "Neuro ICU"])
    hd = g.r.randint(1, 14)
    d = c.day(hd - 1)
    w.heading(g.ch(["%s Progress Note" % unit, "Critical Care Daily Review", "%s Attending Note" % unit, "Intensive Care - Daily Plan",
                    "Step-down progress note"]))
    keys = ["name", "mrn"] + g.r.sample(["dob", "age", "acct", "att", "adm", "hp"], 3)
    id_block(w, c, keys, extra=[("Bed", S(P("LOCATION_OTHER", c.bed), g.ch(["", S(", ", P("HOSPITAL", c.ward))]))),
                                (g.ch(["Date", "Date of service", "Day"]), S(g.D(d), g.ch(["", " (HD %d)" % hd, " - ICU day %d" % hd])))])
    w.blank()
    w.heading(g.ch(["Summary", "Interval history", "Overnight", "ID/CC"]))
    a = g.age(c.age, c.sex)
    if terse:
        w.para([T("{a} " + g.ch(["septic shock 2/2 pna", "ards, covid neg", "stemi s/p pci lad", "dka", "sah h&h 3", "ahrf, copd"]) + ", tx from {h} {d}",
                  a=a, h=P("HOSPITAL", c.hosp2), d=g.Ds(c.adm)),
                S(g.ch(["o/n: norad weaned 0.08->0.03", "o/n: self-extubated 0300, reintubated", "o/n: afib rvr, amio bolus", "o/n: uneventful"]))])
    else:
        w.para([T("{a} " + g.ch(["with septic shock secondary to pneumonia", "with ARDS", "post STEMI and cardiogenic shock on an Impella CP",
                                 "with aneurysmal SAH (Hunt and Hess 3)", "with hypercapnic respiratory failure"]) +
                  ", transferred from {h} on {d} by {amb}.", a=a, h=P("HOSPITAL", c.hosp2), d=g.D(c.adm), amb=P("ORGANIZATION", g.ambulance())),
                S(g.ch(["Overnight noradrenaline weaned from 0.12 to 0.04 mcg/kg/min.", "Overnight new AF with RVR, treated with amiodarone.",
                        "Uneventful night; sedation hold planned.", "Required proning for 16 hours."]))])
    w.blank()
    w.heading(g.ch(["Devices and lines", "Lines", "Support"]))
    items = [S(g.ch(["R IJ CVC (day %d)" % g.r.randint(1, 9), "L femoral HD line", "PICC R basilic", "R radial art line"])),
             S(g.ch(["ETT 7.5 at 22 cm, Hamilton C6: PC 18/PEEP 10, FiO2 0.45", "BiPAP 14/6 via Vision, FiO2 0.3", "HFNC 50 L/min 40%", "SIMV VC 450 x 14, PEEP 8"]))]
    if g.chance(0.6):
        items.append(T(g.ch(["Impella CP P-level 6, console serial {sn}", "CRRT (Prismaflex) machine {sn}, CVVHDF 30 ml/kg/hr",
                             "IABP 1:1, pump serial {sn}", "EVD set at 10 cmH2O, monitor {sn}", "ECMO console SN {sn}, flow 4.2 L/min"]),
                       sn=P("DEVICE", g.device_sn())))
    if g.chance(0.4):
        items.append(T("Telemetry pack {t} assigned", t=P("DEVICE", g.fill("99999"))))
    w.items(items)
    w.blank()
    X.infusions(g, w)
    w.blank()
    w.heading(g.ch(["Exam", "Examination", "PE"]))
    w.kv(X.exam_pairs(g))
    w.blank()
    w.heading(g.ch(["Data", "Labs / micro", "Results"]))
    w.para([S(vitals(g, terse)), S(labs(g, terse)),
            S(g.ch(["ABG %.2f/%d/%d/%d" % (g.r.uniform(7.12, 7.48), g.r.randint(28, 78), g.r.randint(52, 140), g.r.randint(14, 34)), "ABG pH 7.41 pCO2 38 pO2 92 HCO3 24", "Lactate 3.1 -> 1.8", "SOFA %d, APACHE II %d" % (g.r.randint(2, 16), g.r.randint(8, 35))]))])
    micro = T("Micro: BC {d1} (acc {a1}) " + g.ch(["GNR in 2/2", "no growth to date", "MSSA"]) + "; sputum {d2} specimen {a2}.",
              d1=g.Ds(c.adm), a1=P("IDNUM", g.idnum("acc")), d2=g.Ds(c.adm + DAY), a2=P("IDNUM", g.idnum("spec")))
    w.para([micro])
    w.blank()
    w.heading(g.ch(["Assessment and plan", "A/P by system", "Plan"]))
    sysrows = [("Neuro", g.ch(["RASS -2 on propofol 30 mcg/kg/min, CAM-ICU negative", "GCS 10T, daily sedation hold", "EVD, nimodipine 60 mg q4h"])),
               ("CVS", g.ch(["norad 0.05, MAP goal >65", "amiodarone infusion, rate control", "off pressors since 0400"])),
               ("Resp", g.ch(["P/F 180, lung-protective ventilation 6 ml/kg", "SBT today", "extubated to HFNC"])),
               ("Renal", g.ch(["AKI, UO 0.3 ml/kg/hr, CRRT", "Cr improving", "diuresis furosemide 40 mg IV BD"])),
               ("ID", g.ch(["pip-tazo day 3, de-escalate per sensitivities", "vanc trough 15", "afebrile, procalcitonin falling"])),
               ("GI/FEN", g.ch(["NG feeds at goal 60 ml/hr", "TPN day 2", "PPI prophylaxis"])),
               ("Heme", g.ch(["Hb 72, transfuse 1 unit, unit no. {u}", "heparin SC prophylaxis", "platelets 45, hold heparin"]))]
    pairs = []
    for k, v in sysrows:
        pairs.append((k, T(v, u=P("IDNUM", g.idnum("unit")))))
    w.kv(pairs)
    w.blank()
    w.heading(g.ch(["Family / goals of care", "Communication", "Dispo"]))
    hcp = c.nok
    fam_s = [T(g.ch(["Family meeting with " + c.nok_rel + " {n} and {o} on {d}: " + g.ch(["full code, continue", "DNAR, ceiling of care ward level", "time-limited trial 72 h"]) + ".",
                     "Updated " + c.nok_rel + " {n} ({ph}); health care proxy on file."]),
               n=g.name(hcp, g.ch(["fl", "full", "first"]), "FAMILY"), o=g.name(g.person(), "fl", "FAMILY"), d=g.Ds(d), ph=P("PHONE", c.nok_phone))]
    if g.chance(0.5):
        fam_s.append(T("Patient's employer ({e}) informed at family's request; works as a{nn} {p}.", e=P("ORGANIZATION", c.employer),
                       nn="n" if c.prof[0] in "aeiou" else "", p=P("PROFESSION", c.prof)))
    if g.chance(0.35):
        fam_s.append(T("Remote tele-ICU review by {dr} (session from {ip}).", dr=g.staff(g.person(), "dr"), ip=P("IPADDR", g.ip())))
    if g.chance(0.5):
        fam_s.append(T("Step down to {wd} when off pressors; bed request {r}.", wd=P("HOSPITAL", g.ward()), r=P("IDNUM", g.idnum("req"))))
    w.para(fam_s)
    w.blank()
    if g.chance(0.5):
        w.line("Seen with ", g.staff(c.res, g.ch(["dr", "drfull"])), g.ch([" (fellow)", " (resident)", " (registrar)"]), "; ",
               g.ch(["critical care time %d min" % g.r.randint(30, 95), "I have personally examined the patient"]), ".")
    sign(w, c, c.att, g.ch(["MD", "MBBS FCICM", "DO", "MD FRCPC", "FRCA"]), "MD", when=d)
