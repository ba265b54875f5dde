"""Genres: discharge summary; telephone encounter."""
import clin as K
import common as C
import pools as P


def g_discharge(c, b):
    us = c.cc == "US"
    proc = c.r("sleeve", "sleeve", "rygb", "rygb", "oagb", "revision", "band_removal")
    pname, pab, cpt, opcs = K.PROC[proc]
    los = c.ri(1, 6)
    adm = c.day(-los)
    b.line(c.r("DISCHARGE SUMMARY", "Discharge Summary - Bariatric Surgery", "ELECTRONIC DISCHARGE LETTER", "Inpatient Discharge Summary",
               "Transfer of Care / Discharge Notification"))
    b.line(c.H(), c.r("", " - General Surgery", " - Bariatric Unit", " - Upper GI Surgery"))
    b.add("\n")
    if c.p(0.5):
        b.line("Patient: ", c.P(c.r("LF", "full", "LFM")), "   DOB: ", c.dt(c.dob), " (", c.age_items(f=c.r("bare", "yrs")), ")")
        b.line(C.pt_id(c), c.r("", ["   Hosp no: ", c.mrn()] if c.cc == "UK" else ""), "   ", c.r("Encounter: ", "FIN: ", "Visit: "), c.acct())
        b.line("Address: ", c.addr_items())
    else:
        b.line("Name: ", c.P("lf"), " | ", c.age_items(f="yF"), " | ", C.pt_id(c))
        b.line("Addr: ", c.addr_items())
        if us and c.p(0.25):
            b.line("SSN: ", c.ssn(), "   Guarantor: self")
    b.line("Admitted: ", c.dt(adm), c.r("", " %02d:%02d" % (c.ri(6, 8), c.ri(0, 59))), "    Discharged: ", c.dt(c.d0),
           c.r("", " %02d:%02d" % (c.ri(10, 17), c.ri(0, 59))), "    LOS: %d day%s" % (los, "s" if los > 1 else ""))
    b.line(c.r("Consultant: ", "Attending: ", "Responsible clinician: "), c.D("surgeon", c.r("t_full", "full_cred", "t_last")),
           "    ", c.r("Ward: ", "Unit: "), c.ward())
    if c.gb:
        b.line("GP: ", c.D("gp", c.r("t_full", "t_fi")), ", ", c.H("clinic"))
    else:
        b.line("PCP: ", c.D("gp", c.r("t_full", "full_cred")), c.r("", [" - fax ", c.fax("pcp")]))
    b.add("\n")
    b.line(c.r("Principal diagnosis: ", "Diagnosis: ", "Primary Dx: "), c.r("Class III obesity", "Morbid obesity", "Severe obesity with T2DM",
                                                                            "Obesity, BMI %.1f" % c.rf(38, 60)),
           c.r("", " (" + c.ch(K.ICD) + ")") if us else "")
    b.line("Procedure: ", pname, " on ", c.dt(adm if c.p(0.7) else c.day(-los + 1)), c.r("", [" by ", c.D("surgeon", "t_last")]))
    b.line("Secondary: ", ", ".join(K.comorb_us(x) if us else x for x, _ in K.cm_sample(c, c.ri(1, 4))))
    b.add("\n")
    b.line(c.r("HOSPITAL COURSE", "Clinical summary:", "Inpatient course"))
    ev = c.ri(0, 4)
    txt = [c.P("first") if c.p(0.3) else c.Pt(), " underwent uncomplicated ", pab, ". "]
    if ev == 0:
        txt += ["Tolerated fluids from POD 0, mobilised early. ", c.r("Gastrografin swallow POD1 normal. ", "No routine contrast study. ")]
    elif ev == 1:
        txt += ["POD1 tachycardia (HR 118) and CRP 142; CT abdomen with oral contrast showed no leak. Settled with IV fluids. "]
    elif ev == 2:
        txt += ["Nausea POD1-2 requiring ondansetron and cyclizine; resolved. ", c.r("Thiamine given.", "")]
    elif ev == 3:
        txt += ["Hb drop ", str(c.ri(128, 140)), " -> ", str(c.ri(92, 108)), " g/L on POD1 (staple line bleed), managed conservatively, 1 unit RBC transfused. "
                if not us else "Hgb drop 13.1 -> 9.8 g/dL POD1, managed conservatively, 1 unit PRBC. "]
    else:
        txt += ["Desaturation overnight on POD0 - CPAP applied (own machine, SN ", c.device(), "). ", "No further events. "]
    txt += ["Discharged on ", c.r("stage 2 (full fluids)", "clear fluids", "puree diet", "bariatric fluid diet"), " with good oral intake, ",
            c.r("pain controlled on oral analgesia.", "independent mobility.", "BGLs stable off insulin.")]
    b.line(*txt)
    b.add("\n")
    labs = K.labs(c, post_op=True)
    pick = [r for r in labs if r[0] in ("Hb", "Hgb", "WCC", "WBC", "Na", "K", "Creat", "Cr", "CRP", "Glucose")]
    b.line(c.r("Discharge bloods: ", "Labs on discharge: "), ", ".join("%s %s" % (n, v) for n, v, u in pick))
    if proc in ("band_removal", "rygb"):
        b.line("Histology: not sent.")
    else:
        b.line("Histology: ", c.r("pending", "to follow", "awaited"), " (", c.r("specimen ", "accession ", "lab no "), c.idnum("acc"), ")")
    b.add("\n")
    b.line(c.r("DISCHARGE MEDICATIONS", "Medications on discharge:", "TTO / discharge meds:" if c.gb else "Discharge Rx:"))
    meds = [c.r("enoxaparin 40 mg SC daily x 28 days", "dalteparin 5000 u SC daily for 4 weeks", "enoxaparin 40 mg BID x 14 days"),
            c.r("omeprazole 20 mg BD (open capsule) x 3 months", "pantoprazole 40 mg daily x 6 months", "lansoprazole orodispersible 30 mg OD"),
            c.r("paracetamol liquid 1 g QDS PRN", "oxycodone liquid 5 mg q4h PRN (5 days)") if not us else
            c.r("acetaminophen liquid 650 mg q6h PRN", "oxycodone liquid 5 mg q4h PRN (5 days)"),
            c.r("ondansetron ODT 4 mg PRN", "ondansetron 4 mg q8h PRN"),
            c.ch(K.SUPPLEMENTS), c.ch(K.SUPPLEMENTS)]
    for m in meds:
        b.line("- ", m)
    b.line(c.r("STOPPED: ", "Changes: stop ", "Held: "), c.r("metformin, gliclazide", "NSAIDs (lifelong avoidance)", "amlodipine (BP 104/70)",
                                                          "insulin - monitor BGL BD", "combined OCP (VTE risk) - use alternative contraception" if c.sex == "F" else "tamsulosin (postural BP)"))
    b.add("\n")
    b.line(c.r("Follow-up:", "FOLLOW UP APPOINTMENTS", "Outpatient follow-up"))
    b.line("- ", c.r("Bariatric nurse phone call ", "Nurse telephone review "), c.dt(c.day(c.ri(2, 5)), c.r(None, "wd2", "dm")))
    b.line("- Dietitian ", c.r("2 weeks", "10-14 days"), c.r("", [": ", c.dt(c.day(c.ri(10, 16))), " %s" % c.r("09:30", "1100", "2:15 pm")]),
           c.r("", [" with ", c.D("dietitian", "plain")]))
    b.line("- Surgical clinic ", c.r("6 weeks", "4-6 weeks", "in 1 month"), c.r("", [", ", c.dt(c.day(c.ri(28, 45)), c.r(None, "wdl"))]),
           c.r("", [" - ", c.H()], [", ", c.D("surgeon", "t_last"), "'s clinic"]))
    b.line("- GP" if c.gb else "- PCP", ": ", c.r("please review BP and diabetic meds in 1-2 weeks", "wound check day 10", "repeat FBC in 1 week" if c.gb else "CBC 1 week"))
    b.add("\n")
    b.line(c.r("Return precautions: ", "Red flags - seek help for: ", "Advice given: "),
           "fever >38, HR >110, increasing abdominal or left shoulder pain, vomiting, unable to keep fluids down, calf swelling, SOB. Call ",
           c.r("the bariatric nurse line ", "ward "), c.phone("line", "land", ext=c.p(0.3)),
           c.r(" (24 h)", " (office hours) or ED", " or 911" if us else (" or 999" if c.cc == "UK" else " or 111/ 111 Healthline")), ".")
    if c.p(0.45):
        b.line("Discharged home ", c.r("with ", "in care of "), c.kin(), c.r("", [" (", c.phone("nok", "mob"), ")"]), c.r(".", " by private car.", "; no driving x 1 week."))
    b.add("\n")
    role = c.r("resident", "resident", "np", "surgeon2")
    C.sign(c, b, role, letter=False)
    if c.p(0.5):
        C.cc_list(c, b, ["gp", c.r("pt", "dietitian")])
    if c.p(0.3):
        C.audit(c, b, role)


