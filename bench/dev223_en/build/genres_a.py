"""Genres: cardiac surgical consult, cardiac operative note, perfusion record,
CTICU handover (author 223)."""
import clin
import common as cm
from phi import P, Person, digits, letters, make_addr, addr_items


REASON = {"cabg": ["evaluation for CABG", "surgical opinion re LMS disease", "CABG vs PCI - surgical view"],
          "avr": ["surgical AVR vs TAVI", "AVR evaluation"], "avr_cabg": ["CABG +/- AVR", "AVR + CABG evaluation"],
          "mv": ["MV repair candidacy", "severe MR - surgical opinion"], "root": ["aortic root surgery", "dilated root + AR"],
          "ie": ["IE with possible AV abscess", "endocarditis - surgical opinion"]}
PLAN = {"cabg": ["CABG x3 (LIMA-LAD, SVG to OM and PDA).", "CABG; heart team to discuss PCI alternative.", "CABG x4, on-pump."],
        "avr": ["surgical AVR (tissue).", "SAVR; TAVI discussed as alternative."], "avr_cabg": ["surgical AVR + CABG x1."],
        "mv": ["MV repair, possible replacement.", "MV repair via R mini-thoracotomy."],
        "root": ["Bentall vs valve-sparing root replacement."], "ie": ["urgent AVR once cultures guide abx."]}


def valve_for(r, kind):
    while True:
        v = clin.valve(r)
        if (v[0] == "mitral") == (kind == "mv"):
            return v


def _pmh_block(n, c, bullet):
    r = c.rng
    items = clin.pmh(r, c.uk)
    for it in items:
        n.t(bullet + it)
        if r.random() < 0.25:
            n.add(" (dx ", c.DP(c.past(200, 6000)), ")")
        n.t("\n")


def _psh(n, c):
    r = c.rng
    ops = r.sample(["appendicectomy" if c.uk else "appendectomy", "R TKR", "cholecystectomy",
                    "inguinal hernia repair", "TURP", "PCI to LAD", "cataract surgery",
                    "L carotid endarterectomy", "hysterectomy", "lap chole"], r.randint(1, 3))
    n.t("PSH: ")
    for i, o in enumerate(ops):
        if i:
            n.t("; ")
        n.t(o)
        if r.random() < 0.7:
            if r.random() < 0.5:
                n.add(" (", c.DP(c.past(400, 12000)), ")")
            else:
                n.add(" ", c.DP(c.past(400, 12000)))
    n.t("\n")


def g_consult(n, c):
    r = c.rng
    if c.uk and r.random() < 0.6 or (not c.uk and r.random() < 0.3):
        return _consult_letter(n, c)
    n.t(r.choice(["CARDIOTHORACIC SURGERY CONSULT\n", "Cardiac Surgery Consultation Note\n",
                  "CT SURGERY INPATIENT CONSULT\n", "Cardiac Surgery Referral - Inpatient Review\n"]))
    cm.demo(n, c, r.choice(["grid", "lines", "compact"]))
    n.add("Date of consult: ", c.D(c.adm), "  ", clin.tm(r, 8, 20), "\n")
    n.add("Location: ", P(c.hosp.unit, "HOSPITAL"), r.choice([", bed ", " Rm ", " bed "]),
          P(str(r.randint(1, 40)) + r.choice(["", "A", "B"]), "LOCATION_OTHER"), "\n")
    n.add("Requesting: ", c.dr("cardiologist", "title"), " (Cardiology)")
    if r.random() < 0.5:
        n.add(", ", r.choice(["pager ", "bleep ", "x"]) if r.random() < 0.7 else "tel ", P(c.st("cardiologist").bleep, "PHONE"))
    k = c.case["kind"]
    n.t("\nReason: " + r.choice(REASON[k]) + "\n\n")
    n.t("HPI: ")
    n.add(c.age_items(), " ", c.mf(), " with ", ", ".join(clin.pmh(r, c.uk, 3)), " who ")
    v = r.random()
    if v < 0.5:
        n.add("presented to ", P(c.ref_hosp.name if r.random() < 0.6 else c.ref_hosp.short, "HOSPITAL"), " on ",
              c.D(c.past(3, 12)), " with ", r.choice(["central chest pain at rest", "crescendo angina",
                                                        "exertional dyspnoea" if c.uk else "exertional dyspnea",
                                                        "syncope on exertion", "NSTEMI"]),
              ". Peak trop %d. Transferred here " % r.randint(40, 9000), c.DS(c.past(1, 2)), " for further mx.")
    else:
        n.add("was seen in clinic by ", c.dr("cardiologist"), " on ", c.D(c.past(20, 90)),
              " with progressive SOB, now NYHA %s. Admitted electively." % r.choice(["II", "III"]))
    n.add(" Cath ", c.DS(c.past(1, 6)), " (", c.dr("cardiologist", "title"), "): ", c.case["cor"], ".")
    n.add(" TTE ", c.D(c.past(2, 40)), ": ", clin.echo(r, c.uk, c.case["valve"]), ".\n")
    if r.random() < 0.4:
        n.add("Pt reports symptoms began around ", c.holiday(), " last year, worse since ", c.D(c.past(30, 120), "month_year"), ".\n")
    n.t("\nPMH:\n")
    _pmh_block(n, c, r.choice(["- ", "* ", "  "]))
    _psh(n, c)
    n.t("\nMeds:\n" + "\n".join(" " + m for m in clin.meds(r, c.uk)) + "\n")
    n.t("Allergies: " + r.choice(["NKDA", "NKDA", "penicillin (rash)", "codeine - N/V", "iodinated contrast (hives)", "latex"]) + "\n\n")
    n.t("Social: ")
    cm.social(n, c)
    cm.fhx(n, c)
    n.t("\nExam: " + clin.vitals(r, c.uk) + "\n")
    n.t(r.choice(["Alert, oriented. ", "Comfortable at rest. ", "NAD. "]) +
        r.choice(["S1 S2, ESM 3/6 radiating to carotids. ", "HS normal, no murmur. ", "Pansystolic murmur apex -> axilla. "]) +
        r.choice(["Chest clear. ", "Fine bibasal creps. "]) + clin.distract(r) + " " +
        r.choice(["GSV visible, no varicosities.", "Bilateral varicose veins - vein mapping requested.", "Previous L leg vein harvest scar."]) + "\n")
    n.t("Labs: " + clin.labs(r, c.uk, "inline") + "\n")
    n.t("Risk: " + clin.risk(r, c.uk) + "\n\n")
    n.t("A/P: " + r.choice(["Reasonable candidate for ", "Would benefit from ", "Suitable for "]) +
        r.choice(PLAN[k]) + "\n")
    n.t("- Hold " + r.choice(["clopidogrel 5 days", "ticagrelor 3 days", "apixaban 48 h", "metformin morning of surgery"]) + "\n")
    n.t("- Carotid duplex, PFTs, dental review\n")
    n.add("- Provisionally listed for ", c.D(c.op), " with ", c.dr("surgeon", "title"), "\n")
    n.add("- Discussed with pt and ", c.his, " ", c.famref(0), "; questions answered.\n")
    if r.random() < 0.3:
        n.add("- Pt is Jehovah's Witness? No. Blood consent obtained.\n")
    n.t("\n")
    n.add("Seen and discussed with ", c.sp("attending ", "consultant "), c.dr("surgeon", "title"), ".\n")
    cm.sign(n, c, "resident")
    cm.efooter(n, c, "resident", c.adm)


def _consult_letter(n, c):
    r = c.rng
    cm.letterhead(n, c, r.choice(["Department of Cardiothoracic Surgery", "Cardiac Surgery Outpatients",
                                  "Division of Cardiac Surgery"]))
    cd = c.wk(c.past(20, 70))
    ld = c.days(cd, r.randint(1, 8))
    n.add("Date: ", c.D(ld), "\n")
    if r.random() < 0.5:
        n.add("Clinic date: ", c.D(cd), "\n")
    n.t("\n")
    g = c.st("gp")
    n.add(g.title + " ", P(g.form(r.choice(["init_last", "full"])), "DOCTOR"), "\n", P(c.practice, "HOSPITAL"), "\n")
    pa = make_addr(r, c.uk)
    n.add(addr_items(pa, c.uk, r, "\n"), "\n\n")
    n.add("Dear ", g.title + " ", P(g.last, "DOCTOR"), ",\n\n")
    cm.demo(n, c, "re")
    n.t("Diagnosis:\n1. " + c.case["dz"] + "\n2. " + ", ".join(clin.pmh(r, c.uk, 2)) + "\n\n")
    n.t("Plan: " + c.case["proc"] +
        ", " + r.choice(["routine list", "urgent - within 6 weeks", "soon"]) + "\n\n")
    n.add("Thank you for referring this ", c.age_items("year-old"), " ")
    prof = c.profession
    n.add(cm.prof_items(prof), " whom I saw today in ", r.choice(["clinic", "the outpatient clinic", "my clinic"]),
          " at ", P(c.hosp.short, "HOSPITAL"), ". ")
    n.add(c.pn("title_last"), " describes ", r.choice(["exertional chest tightness after one flight of stairs",
                                                       "breathlessness walking up the hill to the shops",
                                                       "two episodes of presyncope", "angina despite maximal therapy"]),
          " over the last ", r.choice(["six months", "year", "few months"]), ". ")
    n.add("Angiography at ", P(c.ref_hosp.name, "HOSPITAL"), " on ", c.D(c.days(cd, -r.randint(10, 60))), " demonstrated ", c.case["cor"],
          ". Echo shows ", clin.echo(r, c.uk, c.case["valve"]), ".\n\n")
    n.add(c.His + " other history includes " + ", ".join(clin.pmh(r, c.uk, 3)) + ". ")
    n.add(c.He + " lives in ", P(c.addr["city"], "CITY"), " with ", c.his, " ", c.famref(0, "first"), ". ")
    if r.random() < 0.5:
        n.add("They are planning a trip to ", P(r.choice(["Spain", "Portugal", "Canada", "Ireland", "Greece", "Italy"]), "COUNTRY"),
              " in ", c.DP(c.days(c.adm, r.randint(60, 200))), " and I have advised deferring this. ")
    n.t("\n\nOn examination " + clin.vitals(r, c.uk, False) + ". " + clin.distract(r) + "\n\n")
    n.t("I have explained the operation, quoting a risk of death of around %d%% (%s), stroke 1-2%%, and the need for a "
        "prolonged recovery. " % (r.randint(1, 6), clin.risk(r, c.uk)))
    n.add(c.pn("title_last"), " wishes to proceed and ", r.choice(["I will place", "we have placed"]), " ", c.him,
          " on the waiting list. ")
    if r.random() < 0.5:
        n.add("Pre-assessment has been booked for ", c.D(c.days(c.adm, -r.randint(3, 10))), ". ")
    n.add("Please stop ", r.choice(["clopidogrel", "ticagrelor", "apixaban", "rivaroxaban"]), " 5 days before admission.\n\n")
    n.t(r.choice(["Yours sincerely,\n\n\n", "Kind regards,\n\n", "Yours sincerely\n\n"]))
    cm.sign(n, c, "surgeon", title=r.choice(["Consultant Cardiothoracic Surgeon", "Consultant Cardiac Surgeon"]) if c.uk
            else r.choice(["Attending Surgeon, Cardiac Surgery", "Cardiothoracic Surgery"]))
    n.t("\n")
    if r.random() < 0.7:
        cm.cc(n, c, ("cardiologist", "patient") if r.random() < 0.5 else ("cardiologist",))
    cm.dictated(n, c, "surgeon", cd, ld)


def g_opnote(n, c):
    r = c.rng
    n.t(r.choice(["OPERATIVE REPORT\n", "OPERATION NOTE\n", "Operative Note - Cardiac Surgery\n", "OP NOTE\n"]))
    cm.demo(n, c, r.choice(["grid", "compact", "lines"]))
    n.add("Date of operation: ", c.D(c.op), "\n")
    n.add(r.choice(["Theatre: ", "OR: ", "Room: "]), P(str(r.randint(1, 12)), "LOCATION_OTHER"), "   Start ", clin.tm(r, 7, 10),
          "  Finish ", clin.tm(r, 12, 17), "\n")
    n.add("Surgeon: ", c.dr("surgeon", r.choice(["title", "cred", "title_full"])), "\n")
    n.add("Assistant(s): ", c.dr("fellow", r.choice(["title", "full"])))
    if r.random() < 0.6:
        n.add(", ", c.dr("pa", "cred"), " (EVH)")
    n.add("\n", c.sp("Anesthesia", "Anaesthetist"), ": ", c.dr("anaes", r.choice(["title", "title_full"])), "\n")
    n.add("Perfusion: ", c.dr("perf", "full"))
    if r.random() < 0.4:
        n.add(" / ", c.dr("perf2", "first"))
    n.add("\nScrub: ", c.dr("nurse", r.choice(["full", "first"])), "\n\n")
    ck = c.case["kind"]
    kind = 0.0 if ck == "cabg" else 0.9
    n.t("Pre-op diagnosis: " + c.case["dz"] + "\n")
    if kind < 0.5:
        g = clin.grafts(r)
        n.t("Procedure: CABG x%d (%s)\n" % (len(g), ", ".join(g)))
    else:
        pos, model, sizes = valve_for(r, ck)
        size = r.choice(sizes)
        n.t("Procedure: %s%s valve %s with %d mm %s%s\n" % ("Bentall - " if ck == "root" else "", pos,
                                                        "replacement" if "ring" not in model and "band" not in model else "repair",
                                                        size, model, " + CABG x1 (SVG-RCA)" if ck == "avr_cabg" else ""))
    n.t("Indication: " + r.choice(["symptomatic disease, heart team decision", "prognostic", "NSTEMI with LMS disease",
                                   "severe AS, NYHA III"]) + ". " + clin.risk(r, c.uk) + "\n\n")
    if kind < 0.5:
        n.t("Findings: " + r.choice(["Good calibre LAD, calcified OM1, diffusely diseased PDA.",
                                     "Intramyocardial LAD, small OM2 not grafted.",
                                     "Epiaortic scan clear; targets fair."]))
    else:
        n.t("Findings: " + r.choice(["Heavily calcified trileaflet AV, annulus sized to %d mm." % r.choice([21, 23, 25]),
                                     "Myxomatous MV, P2 prolapse with ruptured chords.",
                                     "Bicuspid AV (Sievers type 1), ascending aorta 44 mm."]))
    n.t("\n\nDescription:\n")
    n.add("The patient was ", r.choice(["brought to theatre", "taken to the OR", "identified and brought into OR"]),
          " and GA induced by ", c.dr("anaes", "title"), ". ", clin.distract(r) + " ")
    n.t(r.choice(["TOE", "TEE"]) + " confirmed " + clin.echo(r, c.uk, c.case["valve"]) + ". Median sternotomy. ")
    n.t(r.choice(["LIMA harvested skeletonised.", "LIMA harvested pedicled.", "Bilateral IMA harvest."]) + " ")
    if r.random() < 0.6:
        n.add("Endoscopic vein harvest of the ", r.choice(["left", "right"]), " GSV by ", c.dr("pa", "full"), ". ")
    n.t("Heparin %d units/kg, ACT %d s. " % (r.choice([300, 300, 400]), r.randint(480, 720)))
    n.t("Cannulation: %s aorta %dFr, %s. " % (r.choice(["distal ascending", "ascending"]), r.choice([20, 22, 24]),
                                               r.choice(["two-stage venous 36/46Fr RA", "bicaval 28/32Fr", "femoral venous 25Fr"])))
    n.t("CPB established, cooled to %d C. Cross-clamp applied; %s cardioplegia %s. " % (
        r.randint(32, 36), r.choice(["del Nido", "St Thomas'", "Custodiol HTK", "cold blood (Buckberg)", "4:1 blood"]),
        r.choice(["antegrade", "antegrade + retrograde", "antegrade via root then ostial"])))
    if kind < 0.5:
        n.t("Distal anastomoses with 7/0 Prolene, proximals on the aorta under side-biting clamp (Satinsky) with 6/0 Prolene. ")
        n.t("Flows on TTFM: LIMA-LAD %d mL/min PI %.1f. " % (r.randint(18, 80), r.uniform(1.2, 3.5)))
    else:
        n.add(r.choice(["Valve excised, annulus decalcified", "Leaflets resected, annulus sized", "Valve inspected and sized"]),
              ". Implant: ", model, " %d mm, SN " % size, c.serial())
        if r.random() < 0.5:
            n.add(", Lot ", P(digits(r, 8), "DEVICE"))
        n.t(", with pledgeted 2/0 Ethibond. ")
    xc = r.randint(40, 130)
    n.t("Bypass %d min, cross-clamp %d min. " % (xc + r.randint(14, 60), xc))
    n.t("Weaned with %s. Protamine given. " % r.choice(["no support", "norad 0.05", "dobutamine 5", "milrinone 0.375 + norad"]))
    n.t(r.choice(["Epicardial pacing wires x2 (V) placed. ", "A and V epicardial wires placed. ", "V wires x2. "]))
    n.t("Drains: 28Fr mediastinal + 24Fr %s pleural. Sternum closed with %d wires, layered closure with Vicryl. EBL %d mL.\n" % (
        r.choice(["L", "R"]), r.randint(6, 9), r.randint(300, 1400)))
    if r.random() < 0.5:
        n.add("Specimen: ", r.choice(["AV leaflets", "MV leaflet", "LAA"]), " to histology, specimen no. ", c.idnum("S"), "\n")
    if r.random() < 0.4:
        n.add("Temporary pacing box SN ", c.serial(), " sent with patient.\n")
    n.add("Disposition: to ", r.choice(["CTICU", "CVICU", "ICU"]), " bed ", P(str(r.randint(1, 24)), "LOCATION_OTHER"),
          ", intubated, stable.\n")
    n.t(r.choice(["Counts correct x2.", "Swab and instrument counts correct.", "Sponge/needle counts correct."]) + "\n\n")
    if r.random() < 0.4:
        n.add("Post-op update given to ", c.famref(0), " by phone (", c.tel(), ") at ", clin.tm(r, 13, 19), ".\n")
    cm.sign(n, c, "surgeon" if r.random() < 0.6 else "fellow")
    if not c.uk and r.random() < 0.45:
        n.add("Coding: CPT ", r.choice(["33533, 33518", "33405", "33430", "33510", "33536, 33508"]), "; ICD-10 ",
              r.choice(["I25.10", "I35.0", "I34.0", "I21.4", "I71.2"]), "; Acct ", P(c.acct, "ACCOUNT"), "\n")
    cm.efooter(n, c, "surgeon")


def g_perf(n, c):
    r = c.rng
    n.t(r.choice(["PERFUSION RECORD\n", "Cardiopulmonary Bypass Perfusion Record\n", "CPB RECORD - PERFUSION DEPT\n"]))
    n.add("Case no: ", c.idnum(r.choice(["PF-", "PERF", "CP"])), "    Date: ", c.D(c.op), "    ",
          c.sp("OR ", "Theatre "), P(str(r.randint(1, 10)), "LOCATION_OTHER"), "\n")
    n.add("Patient: ", P(c.pt.form(r.choice(["caps_comma", "comma", "full"])), "PATIENT"), "   ", c.mrn_label(), ": ", P(c.mrn, "MRN"), "\n")
    wt, ht = r.randint(52, 118), r.randint(150, 192)
    n.add("DOB ", c.D(c.dob), "   Age ", P(str(c.age), "AGE"), "   Wt %d kg  Ht %d cm  BSA %.2f m2\n" % (wt, ht, ((wt * ht) / 3600) ** 0.5))
    n.t("Blood group: %s   Hb pre %s\n" % (r.choice(["O Rh+", "A pos", "B neg", "AB pos", "O neg"]),
                                           r.choice(["128 g/L", "104 g/L", "141 g/L"]) if c.uk else r.choice(["11.4 g/dL", "13.2 g/dL", "9.8 g/dL"])))
    n.add("Surgeon: ", c.dr("surgeon", "title"), "   ", c.sp("Anesthesia", "Anaesthetist"), ": ", c.dr("anaes", "title"), "\n")
    n.add("Perfusionist: ", c.dr("perf", "full"))
    if r.random() < 0.5:
        n.add("   2nd: ", c.dr("perf2", r.choice(["full", "first"])))
    n.t("\nProcedure: " + c.case["proc"] + "\n\n")
    n.t("EQUIPMENT\n")
    n.add("  HLM: ", r.choice(["Stockert S5", "Terumo System 1", "LivaNova S5"]), "   SN ", c.serial(), "\n")
    n.add("  Oxygenator: ", r.choice(["Inspire 8F", "Capiox FX25", "Fusion", "Quadrox-i"]), "   Lot ", P(digits(r, 7), "DEVICE"), "\n")
    n.add("  Heater-cooler: ", r.choice(["HCU 40", "3T", "HCU40"]), " SN ", c.serial(), "\n")
    if r.random() < 0.6:
        n.add("  Cell saver: ", r.choice(["Cell Saver Elite", "XTRA", "C.A.T.S"]), " SN ", c.serial(), "\n")
    n.t("\nPrime: %s 1200 mL, mannitol 20%% 100 mL, heparin 5000 units, %s\n" % (
        r.choice(["Plasma-Lyte 148", "Hartmann's", "Ringer's lactate"]), r.choice(["NaHCO3 50 mL", "albumin 4.5% 250 mL", "TXA 1 g"])))
    n.t("Cannulae: aortic %dFr / venous %s   Cardioplegia: %s\n\n" % (r.choice([20, 22, 24]), r.choice(["36/46 two-stage", "28+32 bicaval", "25Fr fem"]),
                                                                    r.choice(["del Nido 1:4 1000 mL", "St Thomas' No.2 cold crystalloid", "Custodiol 2 L", "4:1 blood q20min"])))
    n.t("TIME LOG\n")
    t0 = r.randint(8, 10)
    acts = [r.randint(480, 720) for _ in range(4)]
    rows = [("heparin %d units given" % (r.randint(20, 40) * 1000)), "ACT %d s" % acts[0], "on bypass",
            "cross-clamp on", "cardioplegia induction", "ACT %d s" % acts[1], "rewarm commenced",
            "cross-clamp off", "off bypass", "protamine commenced"]
    mm = r.randint(0, 30)
    at = []
    for row in rows:
        at.append(mm)
        n.t("  %02d:%02d  %s\n" % (t0 + mm // 60, mm % 60, row))
        mm += r.randint(3, 30)
    n.t("\nCPB %d min  XC %d min  Lowest T %s C  Max flow %s L/min (CI %s)\n" % (
        at[8] - at[2], at[7] - at[3], clin.f1(r, 28, 35), clin.f1(r, 3.8, 5.4), clin.f1(r, 2.2, 2.6)))
    n.t("Gases on CPB: " + clin.abg(r) if c.uk else "Gases on CPB: " + clin.abg_us(r))
    n.t("\nUO on bypass %d mL. Haemofiltration %d mL.\n" % (r.randint(100, 900), r.choice([0, 0, 500, 1200])))
    if r.random() < 0.55:
        unit = r.choice(["G", "W"]) + digits(r, 4) + " " + digits(r, 2) + " " + digits(r, 6) + " " + r.choice("JKLMPR")
        n.add("Blood products: 1 unit RBC, unit no. ", P(unit, "IDNUM"), ", checked at bedside by ", c.dr("perf", "first"),
              " and ", c.dr("anaes", "title"))
        if r.random() < 0.6:
            n.add("; patient ID confirmed via palm-vein scan ", c.bioid())
        n.t(".\n")
    if r.random() < 0.5:
        n.add("Data exported from bypass data system to ", c.ip(), " by user ", c.user("perf"), " at ", clin.tm(r, 11, 18), ".\n")
    n.t("Comments: " + r.choice(["Uneventful run.", "High line pressure on initiation, resolved after repositioning.",
                                  "Low venous return on lifting the heart; VAVD -20 mmHg.", "Vasoplegia on rewarm, metaraminol boluses x4."]) + "\n\n")
    cm.sign(n, c, "perf")
    if r.random() < 0.4:
        cm.efooter(n, c, "perf")


def _bed_pt(n, c, r, other):
    p = Person(r)
    age = r.randint(45, 88)
    n.add("Bed ", P(str(r.randint(1, 16)), "LOCATION_OTHER"), ": ", p.title + " ", P(p.last, "PATIENT"), " ",
          P(str(age), "AGE"), p.sex, " - ", r.choice(["POD 2 AVR", "day 1 CABG x2", "MVr POD 3", "redo AVR POD 1",
                                                        "type A dissection repair POD 4"]), ". ",
          r.choice(["Stable, off pressors. Step down today.", "Still on norad 0.04, AF overnight - amio load.",
                    "Extubated, needs physio, CXR L base collapse.", "Drains out, wires out, to ward if bed."]), "\n")


def g_handover(n, c):
    r = c.rng
    hdr = r.choice(["CTICU HANDOVER", "CVICU Nursing/Medical Handover", "Cardiac ICU handover - SBAR", "ICU HANDOVER SHEET"])
    n.add(hdr, " - ", r.choice(["night to day", "day to night", "0800 ward round", "evening"]), " - ", c.D(c.days(c.op, 1)), "\n")
    n.add("Unit: ", P(c.hosp.unit, "HOSPITAL"), c.sp("  Attending: ", "  Consultant on: "), c.dr("intensivist", "title"), "\n\n")
    if r.random() < 0.35:
        _bed_pt(n, c, r, True)
        n.t("\n")
    bed = str(r.randint(1, 18))
    n.add("Bed ", P(bed, "LOCATION_OTHER"), " - ", P(c.pt.form(r.choice(["caps_comma", "full", "caps", "initials"])), "PATIENT"), " ")
    n.add(P(str(c.age), "AGE"), c.sex, "  ", c.mrn_label(), " ", P(c.mrn, "MRN"), "\n")
    n.add("S: POD 1 ", c.case["proc"], " (", c.dr("surgeon", "title"), ") ",
          c.DS(c.op), ". ")
    n.t(r.choice(["Extubated 02:40, settled.", "Still ventilated, SBT planned.", "Extubated on arrival +4h.", "Reintubated 04:00 for agitation/hypoxia."]) + "\n")
    n.t("B: " + ", ".join(clin.pmh(r, c.uk, 3)) + ". " + clin.echo(r, c.uk, c.case["valve"]) + ".\n")
    n.t("A:\n")
    n.t(" Neuro: " + r.choice(["GCS 15, pain controlled on PCA.", "RASS 0, CAM-ICU neg.", "GCS 14 (E3V5M6), intermittently confused overnight.",
                               "Sedated on propofol 120 mg/h, RASS -2."]) + "\n")
    n.t(" CVS: " + clin.vitals(r, c.uk) + ". " + r.choice(["Norad 0.06 mcg/kg/min, weaning.", "Off inotropes since 01:00.",
                                                          "Milrinone 0.25 + norad 0.1.", "GTN 1 mg/h for BP."]) + " " + clin.wires(r) + "\n")
    n.t(" Resp: " + r.choice(["FiO2 0.35 HFNO 40 L.", "2 L NC, sats 95%.", "SIMV PS 10 PEEP 5 FiO2 0.4."]) + " " + clin.cxr(r) + "\n")
    n.t(" Renal: UO %d mL/h avg, Cr %s. %s\n" % (r.randint(20, 140), r.choice(["rising", "stable", "98", "1.4"]),
                                                r.choice(["Furosemide 20 mg IV given.", "No diuretic yet.", "CVVHF discussed if <0.3 mL/kg/h."])))
    n.t(" Haem: " + clin.drains(r) + " " + clin.labs(r, c.uk, "slash") + "\n")
    n.t(" ID: " + r.choice(["Cefuroxime x3 doses.", "Afebrile, on cefazolin periop.", "Temp 38.2, cultures sent."]) + "\n")
    n.t(" Lines: R IJ CVC (day 1), L radial art line, " + r.choice(["PA catheter", "Foley", "NGT", "Foley + PAC"]) + ".\n")
    n.t("R: " + r.choice(["Wean norad, remove PAC, mobilise to chair.", "Drains out if <100 mL/6h, step down pm.",
                          "Amio load for AF, recheck K/Mg.", "SBT am, extubate if passes."]) + "\n")
    if r.random() < 0.7:
        n.add("Family: ", c.famref(0), " ", r.choice(["visited last night", "phoned at 05:00", "aware of plan"]))
        if r.random() < 0.6:
            n.add(", contact ", c.tel(mobile=True))
        n.t(".\n")
    if r.random() < 0.35:
        n.add("CD cabinet override at ", clin.tm(r), " - staff fingerprint ID ", c.bioid(), " (", c.dr("nurse", "first"), ").\n")
    if r.random() < 0.3:
        _bed_pt(n, c, r, True)
    n.t("\n")
    n.add("Handed over by ", c.dr("nurse", r.choice(["full", "first", "cred"])), " to ", c.dr("nurse2", r.choice(["full", "first"])))
    n.add(r.choice([", with ", "; medical handover "]), c.dr("resident", "title"), " -> ", c.dr("fellow", "title"), ".\n")
    if r.random() < 0.4:
        n.add("Logged by ", c.user("nurse"), " ", clin.tm(r, 6, 8), "\n")
