"""Genres: post-op ward progress note (vitals and labs); GLP-1 medication clinic note."""
import clin as K
import common as C


def _lab_table(c, b, days):
    rows = K.labs(c, post_op=True)
    keep = [r for r in rows if r[0] in ("Hb", "Hgb", "WCC", "WBC", "Plt", "Na", "K", "Creat", "Cr", "Urea", "BUN", "CRP",
                                       "Mg", "Phos", "Glucose", "Lactate", "Albumin", "eGFR")]
    style = c.ri(0, 2)
    if style == 0:
        b.add("Labs".ljust(10))
        for i, d in enumerate(days):
            b.add(" | ", c.dt(d, "dmn"))
        b.add("\n")
        for name, val, unit in keep[:c.ri(7, len(keep))]:
            b.add(name.ljust(10))
            for i in range(len(days)):
                b.add(" | ", val if i == len(days) - 1 else _jitter(c, val))
            b.add("  ", unit, "\n")
    elif style == 1:
        b.line("Bloods (", c.dt(days[-1], c.r("dm", "dmn", "wd2")), c.r(" 0600", " am", ""), "): ",
               ", ".join("%s %s" % (n, v) for n, v, u in keep[:c.ri(6, len(keep))]))
    else:
        b.line("LABS ", c.dt(days[-1]), ":")
        for name, val, unit in keep[:c.ri(6, len(keep))]:
            b.line("  ", name, " ", val, " ", unit, c.r("", "", " (H)", " (L)", " (prev %s)" % _jitter(c, val)))
    if c.p(0.4):
        b.line(c.r("Lab accession ", "Req# ", "Specimen "), c.idnum("acc"))


def _jitter(c, val):
    try:
        if val.startswith(">"):
            return val
        if "." in val:
            nd = len(val.split(".")[1])
            x = float(val) * c.rf(0.85, 1.15, 3)
            return ("%." + str(nd) + "f") % x
        return "%d" % round(int(val) * c.rf(0.85, 1.15, 3))
    except ValueError:
        return val


def g_ward(c, b):
    pod = c.ri(1, 4)
    surg = c.day(-pod)
    proc = c.r("LSG", "sleeve gastrectomy", "RYGB", "lap RYGB", "OAGB", "revisional RYGB")
    us = c.cc == "US"
    b.line(c.r("SURGICAL PROGRESS NOTE", "Ward round - Bariatric", "Daily Progress Note", "WR note (surgical)",
               "Post-op Day %d Progress Note" % pod, "Bariatric Surgery Inpatient Progress Note"))
    v = c.ri(0, 2)
    if v == 0:
        b.line(c.P(c.r("LF", "full")), "   ", C.pt_id(c), "   ", c.ward(), " ", c.r("Rm ", "Bed ", "Room "), c.room())
        b.line("Date: ", c.dt(c.d0), " %02d:%02d" % (c.ri(6, 10), c.ri(0, 59)))
    elif v == 1:
        b.line("Patient: ", c.P("lf"), " (", c.age_items(f="yF"), ")   ", C.pt_id(c))
        b.line("Location: ", c.ward(), ", bay ", (str(c.ri(1, 6)), "LOCATION_OTHER"), " bed ", (str(c.ri(1, 6)), "LOCATION_OTHER"),
               "   Date: ", c.dt(c.d0, c.r(None, "wdl", "wd2")))
    else:
        b.line(c.dt(c.d0), " ", c.r("WR", "Ward round", "AM round"), " - ", c.D("surgeon", c.r("t_last", "t_full")), c.r(" team", "'s team", ""))
        b.line(c.P(c.r("full", "LF")), ", ", c.age_items(f=c.r("yF", "Fsp", "yo")), ", ", C.pt_id(c), ", ", c.ward(), "/", c.room())
    b.line(c.r("POD ", "Day ", "D"), str(pod), " ", proc, " (", c.dt(surg, c.r(None, "dm", "dmn")), ")", c.r("", [" - ", c.D("surgeon", "t_last")]))
    if c.p(0.4):
        b.line("Visit/FIN: ", c.acct())
    b.add("\n")
    b.line(c.r("S: ", "Subjective: ", "S/ "), c.r("Feels ok, ", "Sore but coping, ", "Nauseated overnight, ", "Slept poorly (CPAP mask leak), "),
           c.r("tolerating sips.", "managing 30 mL/h.", "1 vomit at 0300.", "pain controlled on oral analgesia.", "passing flatus."),
           c.r("", " Mobilised to chair x2.", " No SOB or calf pain.", " Reports shoulder tip pain.", " Wants to go home."),
           c.r("", [" Family present (", c.kin(f="first"), ")."]))
    b.add("\n")
    b.line(c.r("O:", "Obs:", "VITALS", "Objective"))
    times = sorted(c.rng.sample(["0000", "0200", "0400", "0600", "0800", "1000", "1200", "1400", "1600", "2000", "2200"], 3))
    if c.p(0.6):
        b.line("        ", "   ".join(t.ljust(8) for t in times))
        vs = [K.vitals(c, True) for _ in times]
        for k in ("T", "HR", "BP", "RR", "SpO2"):
            b.line(k.ljust(8), "   ".join(vv[k].ljust(8) for vv in vs))
    else:
        vv = K.vitals(c, True)
        b.line("T ", vv["T"], "  HR ", vv["HR"], "  BP ", vv["BP"], "  RR ", vv["RR"], "  SpO2 ", vv["SpO2"], "  Pain ", vv["pain"])
        b.line(c.r("NEWS2 ", "EWS ", "MEWS ") if not us else "Tmax ", str(c.ri(0, 4)) if not us else vv["T"])
    b.line("I/O 24h: in ", str(c.ri(900, 2600)), " / out ", str(c.ri(500, 2200)), " mL", c.r("", "; UO 0.5 mL/kg/h", "; voiding PU", "; IDC out 0600"),
           c.r("", "; drain %d mL serosang" % c.ri(10, 140), "; drain nil"))
    b.line(c.r("BGL ", "CBG ", "POC glucose "), ", ".join(str(c.ri(5, 12) if not us else c.ri(90, 220)) for _ in range(c.ri(2, 4))),
           " mmol/L" if not us else " mg/dL", c.r("", " on sliding scale", "; metformin held"))
    b.add("\n")
    days = [c.day(-i) for i in range(min(pod, c.ri(1, 3)), -1, -1)]
    _lab_table(c, b, days)
    if c.p(0.5):
        b.line(c.r("Gastrografin swallow ", "UGI contrast ", "Water-soluble contrast study "), c.dt(surg, c.r(None, "dmn")) if c.p(0.3) else "today",
               ": ", c.r("no leak, good flow", "no extravasation", "mild holdup at GJ, no leak"), ".")
    b.add("\n")
    b.line(c.r("Meds: ", "Current meds: "), c.r("enoxaparin 40 mg SC BD", "dalteparin 5000 units daily", "tinzaparin 4500 u OD"), ", ",
           c.r("pantoprazole 40 mg IV daily", "omeprazole 20 mg BD (dispersible)", "esomeprazole 40 mg"), ", ",
           c.r("ondansetron 4 mg q8h PRN", "cyclizine 50 mg TDS PRN"), ", ", c.r("paracetamol 1 g QID", "acetaminophen 1 g q6h", "oxycodone 5 mg PRN"),
           c.r("", ", CPAP overnight", ", insulin glargine 12 units (halved)"))
    b.line(c.r("Exam: ", "E/ ", "On exam: "), c.r("Alert, comfortable. ", "A&Ox3. ", "Looks well. "),
           c.r("Chest clear. ", "Reduced air entry bases. ", "HS I+II+0. "), "Abdo ", c.r("soft, appropriately tender, port sites clean/dry.",
                                                                                 "mildly distended, no peritonism; wounds ok.",
                                                                                 "soft; LUQ drain site ok."), " Calves SNT.")
    b.add("\n")
    b.line(c.r("A/P:", "Impression:", "Plan:", "A:"))
    b.line(c.r("Progressing as expected", "Slow progress - nausea", "Tachycardic overnight, now settled", "Stable"), " POD ", str(pod), ".")
    items = [c.r("Advance to free fluids", "Continue clear fluids 60 mL/h", "Commence stage 2 fluids", "Stay on sips until reviewed"),
             c.r("Continue VTE prophylaxis + mobilise", "Encourage IS 10x/h", "Physio to review"),
             c.r("Dietitian review before d/c", "Vitamin education done", "Start bariatric MVI on discharge"),
             c.r("Repeat bloods AM", "CRP trend - if >150 or HR>120 CT abdo", "Check Mg/Phos (refeeding risk)")]
    if pod >= 2 or c.p(0.4):
        items.append(c.r(["?home ", c.dt(c.day(1), c.r("wd", "dmn", "wd2"))], "Aim home tomorrow", "EDD pending progress",
                         ["EDD ", c.dt(c.day(c.ri(1, 2)), c.r("dm", "dmn"))]))
    for it in items:
        b.line("- ", it)
    b.add("\n")
    role = c.r("resident", "resident", "surgeon2", "np")
    C.sign(c, b, role, when=c.p(0.5), letter=False)
    if c.p(0.5):
        b.line(c.r("Discussed with ", "Seen with ", "Reviewed by "), c.D("surgeon", c.r("t_last", "t_full")), c.r("", " (consultant)", " (attending)"))
    if c.p(0.35):
        b.add("\n")
        b.line("Nursing addendum %02d:%02d: " % (c.ri(12, 23), c.ri(0, 59)), c.r("Mobilised to bathroom with ", "Sat out with "),
               c.r("1 assist", "frame"), ". ", c.r("Tolerated 240 mL over shift.", "Voided 350 mL.", "Pain 3/10."), " - ",
               (c.doc("nurse").form(c.r("full", "fl")), "DOCTOR"), " ", c.cred("nurse"))
    if c.p(0.4):
        C.audit(c, b, role)


def g_glp1(c, b):
    us = c.cc == "US"
    drug, brand, steps, unit = c.ch(K.GLP1)
    if not us and brand == "Zepbound":
        brand = "Mounjaro"
    body = K.Body(c)
    tele = c.p(0.35)
    b.line(c.r("OBESITY MEDICINE FOLLOW-UP", "Weight Management Clinic - Pharmacotherapy Review", "GLP-1 RA Clinic Note",
               "Medical Weight Loss Visit", "Specialist Weight Management - Medication Review"),
           " (telehealth)" if tele else "")
    C.demo_header(c, b, c.r("Visit date", "Date", "Seen"), extra=c.p(0.5))
    b.line("Clinician: ", c.D(c.r("physician", "np", "endo"), c.r("t_full", "full_cred", "fml_cred")))
    if tele:
        b.line("Video visit; patient at home in ", c.city(), ". Consent verbal. Platform link ", c.url(c.r("/v/", "/telehealth/") + c.digits(6)),
               " | client IP ", c.ip())
    b.add("\n")
    start = c.day(-c.ri(90, 420))
    b.line(c.r("HPI: ", "Interval history: ", "S: "), c.P("first") if c.p(0.3) else c.Pt(), " ", c.r("returns for", "is seen for", "presents for"),
           " follow-up on ", drug, " (", brand, "), started ", c.dt(start, c.r(None, "my", "my_abbr")),
           c.r(".", [" by ", c.D("gp", "t_last"), "."], " via Tier 3 service.", " after insurer approval."))
    ae = c.rng.sample(["nausea", "early satiety", "constipation", "reflux", "fatigue", "diarrhoea" if not us else "diarrhea",
                       "injection site redness", "hair thinning", "burping", "food aversion"], c.ri(1, 3))
    b.line("Side effects: ", ", ".join(ae), c.r(" - improving.", " - manageable with small meals.", ", worse for 48 h post-dose.",
                                               [" - held one dose ", c.dt(c.day(-c.ri(10, 60)), c.r("dm", "dmn", "wd")), "."]))
    b.line(c.r("Appetite markedly reduced, ", "Less food noise, ", "Still snacking evenings, "), c.r("eating 2 meals/day.", "portion ~half previous.",
                                                                                                     "protein ~60 g/d."),
           c.r("", " No pancreatitis symptoms.", " Denies RUQ pain.", " No FHx MTC/MEN2."))
    b.add("\n")
    b.line(c.r("Titration / weight log:", "DOSE HISTORY", "Medication timeline"))
    kg = body.kg + c.rf(6, 22)
    d = start
    tbl = c.p(0.6)
    if tbl:
        b.line("Date".ljust(14), "| Dose".ljust(12), "| Weight")
    done = steps[:c.ri(3, len(steps))]
    for i, st in enumerate(done):
        ds = "%s %s" % (("%g" % st), unit)
        w = body.wt(c, round(kg, 1)) if c.cc != "US" else "%d lb" % K.kg_to_lb(kg)
        if tbl:
            dd = c.dt(d) if c.p(0.5) else c.dnum(d)
            b.add(dd)
            b.add(" " * max(1, 14 - len(dd[0])), "| ", ds.ljust(10), "| ", w, "\n")
        else:
            b.line("- ", c.dt(d), ": ", ds, " weekly", c.r("", ", wt " + w, " (" + w + ")"))
        d = d + (c.day(c.ri(28, 42)) - c.d0)
        kg -= c.rf(1.5, 6)
    b.line("Today: ", body.wt(c), ", BMI ", "%.1f" % body.bmi, ", BP ", K.vitals(c)["BP"], ", HR ", str(c.ri(64, 98)),
           c.r("", ". Total wt loss %.1f%%." % c.rf(4, 21)))
    b.add("\n")
    labs = K.labs(c)
    pick = [r for r in labs if r[0] in ("HbA1c", "ALT", "Cr", "Creat", "eGFR", "LDL", "TG", "TSH")]
    b.line(c.r("Labs ", "Recent results "), c.dt(c.day(-c.ri(3, 40))), ": ", "; ".join("%s %s %s" % r for r in pick))
    if us and c.p(0.7):
        b.add("\n")
        b.line("Coverage: ", c.insurer(), " member ", c.hp(), c.r("", ["; group ", c.hp("group")]), ". ",
               c.r("PA approved", "PA renewal submitted", "PA denied - appeal filed", "Step therapy required (phentermine first)"),
               " ref ", c.idnum("pa"), c.r("", [" on ", c.dt(c.day(-c.ri(1, 30)))]), ".")
        if c.p(0.4):
            b.line("Manufacturer savings card applied; copay $%d/month." % c.ri(0, 550))
    elif c.cc == "UK" and c.p(0.6):
        b.line("Prescribed under NICE TA", c.r("875", "1026"), " via specialist weight management; ", c.r("month ", "week "), str(c.ri(3, 20)),
               " of max 2-year course. ", c.r("Homecare provider", "Dispensed by"), " ", c.pharmacy(), ".")
    elif c.cc == "NZ":
        b.line(c.r("Private script (unfunded) - ", "Self-funded, ", "Special Authority not applicable; "), "cost ~$", str(c.ri(400, 650)),
               "/month; dispensed at ", c.pharmacy(), ".")
    b.add("\n")
    b.line(c.r("Assessment/Plan:", "A/P", "Plan"))
    cur = done[-1]
    if len(done) < len(steps) and c.p(0.6):
        verb, nxt = c.r("Increase to ", "Step up to "), steps[len(done)]
    else:
        verb, nxt = c.r("Continue ", "Hold at ", "Maintain "), cur
    b.line("1. Obesity, BMI ", "%.1f" % body.bmi, c.r(" - good response.", " - plateau.", " - slow response."), " ",
           verb, "%g %s" % (nxt, unit), " ", c.r("weekly", "once weekly", "SC weekly") if brand != "Saxenda" else "daily", ".")
    b.line("2. ", c.r("T2DM: reduce gliclazide to 40 mg." if not us else "T2DM: stop glipizide (hypo risk).", "HTN: BP at target, continue.",
                      "OSA: recheck CPAP pressure after 10% loss.", "Prediabetes: repeat A1c in 3 months."))
    b.line("3. ", c.r("Protein 1.2 g/kg, resistance exercise 2x/wk.", ["Dietitian referral (", (c.doc("dietitian").form("full"), "DOCTOR"), ")."],
                      "Contraception counselling given (avoid pregnancy, 2 months washout)." if c.sex == "F" else "Sleep hygiene and step count goal 7,000/day."))
    if c.p(0.6):
        b.line("Rx sent to ", c.pharmacy(), " - ", c.r("tel ", "ph "), c.phone("pharm", "land"),
               c.r("", ["; Rx# ", c.idnum("order")]))
    b.line("Next review ", c.r(["on ", c.dt(c.day(c.ri(28, 90)))], "in 8 weeks", ["w/c ", c.dt(c.day(c.ri(28, 90)), c.r("dm", "dmn"))],
                                "3/12"), c.r("", " (video)", " - nurse weigh-in at 4 weeks"), ".")
    b.add("\n")
    role = c.r("physician", "np", "endo")
    C.sign(c, b, role, letter=False)
    if us and c.p(0.6):
        b.line("NPI ", c.npi(role), c.r("", ["   DEA ", c.dea(role)]))
    elif c.p(0.4):
        C.audit(c, b, role)
