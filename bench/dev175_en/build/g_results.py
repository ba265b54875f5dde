"""Genres: test results workflow; chronic disease review (diabetes, asthma, COPD)."""
import pools as PL
import clin as C
from fmt import Doc, P, D, AGE, add_days, pick, chance, digits, letters, join_list
from world import Person, pname, docname, nursename, famname, address, dob, nhsid, mobile, land, email, dvla
from common import (tm, before, after, rel_phrase, job, job_phrase, staff, staffname, contact_line, pt_header,
                    pmh_items, meds, social, HIS, HE)

TESTS = [
    ("FBC", "Hb 131 WCC 6.8 Plt 233", "Normal", None),
    ("FBC", "Hb 84 (L) MCV 71 (L)", "Abnormal", "urgent appt same week, ?IDA - FIT + coeliac"),
    ("U&E", "Na 138 K 4.4 Creat 92 eGFR 71", "Normal", None),
    ("U&E", "K 6.4 (H) Creat 180 eGFR 29", "Abnormal", "called pt, advised ED for repeat K/ECG"),
    ("U&E", "eGFR 38 (prev 52)", "Abnormal", "repeat U&E 2/52, hold ramipril"),
    ("HbA1c", "49 mmol/mol", "Borderline", "repeat 3/12, DPP referral"),
    ("HbA1c", "78 mmol/mol", "Abnormal", "DM review with PN"),
    ("TFT", "TSH 7.8 (H) FT4 11", "Abnormal", "repeat 6/52 with TPO"),
    ("TFT", "TSH 1.9", "Normal", None),
    ("Lipids", "TC 6.8 LDL 4.6 HDL 1.1", "Abnormal", "QRISK then discuss statin"),
    ("LFT", "ALT 112 (H) GGT 240 (H)", "Abnormal", "repeat + liver screen, alcohol hx"),
    ("PSA", "PSA 5.9 (H)", "Abnormal", "GP to discuss, consider 2WW"),
    ("FIT", "FIT 162 ug/g", "Abnormal", "2WW colorectal referral done"),
    ("FIT", "FIT <4 ug/g", "Normal", None),
    ("CRP", "CRP 3", "Normal", None),
    ("Ferritin", "Ferritin 9 (L)", "Abnormal", "ferrous fumarate BD, repeat FBC 4/52"),
    ("B12", "B12 118 (L)", "Abnormal", "loading doses with PN"),
    ("MSU", "E. coli >10^5, sensitive nitrofurantoin", "Abnormal", "abx already started - no change"),
    ("MSU", "Mixed growth", "Normal", None),
    ("INR", "INR 4.1", "Abnormal", "omit 1 dose, reduce to 4mg, recheck 1/52"),
    ("Vit D", "Vit D 21 (L)", "Abnormal", "advise OTC colecalciferol"),
    ("HVS", "Candida", "Abnormal", "clotrimazole pessary, text sent"),
    ("Urine ACR", "ACR 6.2 (H)", "Abnormal", "for DM review, consider SGLT2i"),
]
IMAGING = [
    ("CXR", "No active lung disease.", None),
    ("CXR", "R lower zone consolidation. Recommend repeat film 6 weeks.", "book repeat CXR 6/52"),
    ("XR L knee", "Moderate medial compartment OA.", None),
    ("US abdomen", "Gallstones, no duct dilatation.", "refer surgeons if symptomatic"),
    ("DEXA", "T-score -2.8 L spine - osteoporosis.", "start alendronate + Adcal, GP to discuss"),
    ("US thyroid", "U2 nodule 14mm.", None),
    ("Echo", "LVEF 38%, mild MR.", "HF nurse referral"),
]


def _lab(rng, ctx):
    if ctx.country == "UK":
        return pick(rng, ["%s%s" % (letters(rng, 2), digits(rng, 7)), "%s-%s" % (digits(rng, 2), digits(rng, 7)),
                          "%s%s%s" % (letters(rng, 1), digits(rng, 2), digits(rng, 6))])
    return pick(rng, ["%s%s" % (letters(rng, 1), digits(rng, 8)), "%s.%s" % (digits(rng, 2), digits(rng, 6))])


def results_workflow(rng, ctx):
    doc = Doc()
    pr = ctx.prac
    gp = staff(rng, ctx, "gp")
    doc.add(pick(rng, ["Results workflow", "PATHOLOGY INBOX", "Test results - filing log", "Results received"]), " - ",
            P(pr.name, "HOSPITAL"), "\n")
    doc.add(pick(rng, ["Date: ", "Received: "]), D(rng, ctx.date, ["wd_long", "dmy", "dMonY"]), "   ",
            pick(rng, ["Results GP: ", "Filing clinician: ", "Reviewed by: "]), docname(rng, gp, pick(rng, ["Dr_full", "Dr_i_last"])))
    if chance(rng, 0.5):
        doc.add(" (login ", P(gp.user, "USERNAME"), ")")
    doc.add("\n", pick(rng, ["-" * 50, "=" * 50, ""]), "\n")
    for i in range(rng.randint(5, 10)):
        pt = ctx.patient(min_age=18, max_age=95)
        img = chance(rng, 0.2)
        reqd = before(rng, ctx.date, 1, 10)
        req = staff(rng, ctx, pick(rng, ["gp", "gp", "nurse"]))
        if img:
            test, res, act = pick(rng, IMAGING)
            doc.add(pick(rng, ["Accession ", "Acc no. ", "RIS "]), P("%s%s" % (pick(rng, ["RAD", "XR", "US", "R"]), digits(rng, 7)), "IDNUM"))
        else:
            test, res, flag, act = pick(rng, TESTS)
            doc.add(pick(rng, ["Lab no ", "Specimen ", "Sample ID "]), P(_lab(rng, ctx), "IDNUM"))
        doc.add(" | ", pname(rng, pt, pick(rng, ["LAST,", "full", "LASTsp", "Last,"])), " | ", dob(rng, pt, ["dmy", "dmy2"]))
        if chance(rng, 0.6):
            doc.add(" | ", P(pt.nhs, "MRN"))
        doc.add("\n   ", test, ": ", res)
        if img:
            rad = Person(rng)
            doc.add(" (reported ", D(rng, before(rng, ctx.date, 0, 2), ["dm", "dmy"]), " by Dr ", P(rad.last if chance(rng, 0.5) else rad.full, "DOCTOR"), ")")
        doc.add("\n   Requested ", D(rng, reqd, ["dm", "dmy", "ddmm"]), " by ")
        doc.add(docname(rng, req, pick(rng, ["Dr_last", "init"])) if req in pr.gps else P(pick(rng, [req.full, req.initials]), "DOCTOR"))
        if chance(rng, 0.2):
            doc.add(" at ", P(pick(rng, pr.hospitals), "HOSPITAL"), pick(rng, [" OPD", " phlebotomy", ""]))
        doc.add("\n   ")
        if act is None:
            doc.add(pick(rng, ["Normal - no action", "Satisfactory", "Normal, file", "No further action"]))
            if chance(rng, 0.5):
                doc.add(". Text to pt ", P(pt.mob, "PHONE"))
        else:
            doc.add("Action: ", act)
            x = rng.random()
            if x < 0.35:
                doc.add(". Pt called on ", P(pick(rng, [pt.mob, pt.home or pt.mob]), "PHONE"), " ", tm(rng, 9, 18))
            elif x < 0.55:
                doc.add(". Task to reception - book with ", docname(rng, staff(rng, ctx, "gp"), pick(rng, ["Dr_last", "init"])))
            elif x < 0.7:
                doc.add(". Letter to pt at ", P(pt.street, "STREET"), ", ", P(pt.town, "CITY"))
            elif x < 0.8:
                doc.add(". Unable to reach - msg left with ", rel_phrase(rng, pt, poss=False))
            elif x < 0.88 and "2WW" in act:
                u = digits(rng, 12)
                doc.add(" (UBRN ", P(u if chance(rng, 0.5) else "%s %s %s" % (u[:4], u[4:8], u[8:]), "IDNUM"), ")")
        who = staff(rng, ctx, pick(rng, ["gp", "admin"]))
        doc.add("\n   ", pick(rng, ["Filed by ", "Actioned by ", "Done: "]))
        if chance(rng, 0.45):
            doc.add(P(who.user, "USERNAME"))
        else:
            doc.add(P(pick(rng, [who.initials, who.full, "%s %s" % (who.first[0], who.last)]), "DOCTOR"))
        doc.add(" ", D(rng, ctx.date, ["dm", "ddmm", "dmy2"]), " ", tm(rng, 8, 19), "\n\n")
    if chance(rng, 0.4):
        doc.add("Unmatched result: ", pick(rng, ["DOB mismatch", "no NHS number", "surname spelt differently"]), " - ")
        pt = ctx.patient()
        doc.add(P("%s %s" % (pt.last.upper(), pt.first[0]), "PATIENT"), ", lab has DOB ", dob(rng, pt, ["dmy"]),
                " - returned to lab ", P(land(rng, ctx.country, pr.town), "PHONE"), "\n")
    return doc


def _diabetes(rng, ctx, doc, pt):
    doc.add("DIABETES ANNUAL REVIEW", pick(rng, [" (T2DM)", " - Type 2", " (T1DM)"]), "\n")
    doc.add("Diagnosed: ", D(rng, add_days(ctx.date, -rng.randint(400, 7000)), ["y", "my", "mony"]), "\n")
    hb = [rng.randint(48, 92) for _ in range(3)]
    doc.add("HbA1c: ", str(hb[0]), " (", D(rng, before(rng, ctx.date, 3, 14), ["dmy", "dm", "dMon"]), "), prev ", str(hb[1]), " (",
            D(rng, add_days(ctx.date, -rng.randint(150, 220)), ["mony", "my", "dmy"]), "), ", str(hb[2]), " (",
            D(rng, add_days(ctx.date, -rng.randint(330, 420)), ["mony", "my", "dmy"]), ") mmol/mol\n")
    doc.add("BP ", "%d/%d" % (rng.randint(118, 164), rng.randint(64, 98)), "  BMI ", "%.1f" % rng.uniform(23, 41),
            "  Wt ", str(rng.randint(58, 128)), "kg  eGFR ", str(rng.randint(35, 95)), "  ACR ", "%.1f" % rng.uniform(0.4, 18),
            "  Chol ", "%.1f" % rng.uniform(3.2, 6.9), "\n")
    doc.add("Feet: ", pick(rng, ["pulses palpable, monofilament 10/10 bilat - LOW risk", "R DP absent, callus L hallux - MODERATE risk, podiatry ref",
                                 "previous ulcer - HIGH risk, under podiatry"]), "\n")
    doc.add("Retinal screening: ", pick(rng, ["R0M0", "R1M0 background", "R1M1 - referred"]), " on ",
            D(rng, add_days(ctx.date, -rng.randint(30, 300)), ["dmy", "my", "dMonY"]), "\n")
    if chance(rng, 0.55):
        kit = pick(rng, [("FreeStyle Libre 2 sensor", "0M"), ("Dexcom G7 sensor", "DX"), ("Omnipod 5 pod PDM", "OP"),
                         ("Accu-Chek meter", "AC"), ("GlucoRx Nexus meter", "GR"), ("Medtronic 780G pump", "NG")])
        doc.add(kit[0], pick(rng, [" SN ", " serial no. ", " s/n "]), P("%s%s%s" % (kit[1], letters(rng, 2, "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"), digits(rng, 7)), "DEVICE"),
                pick(rng, ["", " (replaced under warranty)", " - readings reviewed"]), "\n")
    if chance(rng, 0.3):
        doc.add("LibreView / app linked to ", P(pt.email, "EMAIL"), "\n")
    doc.add("Hypos: ", pick(rng, ["none", "2 mild last month, aware", "nil since dose reduced"]), ". Driving: ")
    if pt.job and (pt.job in ("HGV driver", "bus driver", "lorry driver", "taxi driver") or chance(rng, 0.2)):
        doc.add("drives for work (", job(pt), "), DVLA informed. ")
        if chance(rng, 0.6):
            doc.add("Licence ", P(dvla(rng, pt, pt.dob) if ctx.country == "UK" else digits(rng, 9), "LICENSE"), ". ")
    else:
        doc.add(pick(rng, ["not a driver. ", "car only, checks BG before driving. ", "n/a. "]))
    doc.add("\nEducation: ", pick(rng, ["DESMOND completed", "declined structured education", "X-PERT booked", "DAFNE"]), "\n")
    return ["Continue metformin", "Add empagliflozin 10mg OD (CVD risk)", "Increase gliclazide to 80mg BD",
            "Start atorvastatin 20mg", "Refer to diabetes specialist nurse"]


def _asthma(rng, ctx, doc, pt):
    doc.add("ASTHMA REVIEW\n")
    doc.add("ACT ", str(rng.randint(11, 25)), "/25   RCP 3Q: ", pick(rng, ["0/3", "1/3 (night waking)", "2/3"]), "\n")
    best = rng.randint(320, 620)
    doc.add("PEFR today ", str(best - rng.randint(0, 120)), " L/min (best ", str(best), ")\n")
    doc.add("SABA use: ", str(rng.randint(0, 14)), " inhalers last 12 months. Exacerbations / OCS: ", str(rng.randint(0, 3)), "\n")
    if chance(rng, 0.4):
        doc.add("Last OCS course ", D(rng, add_days(ctx.date, -rng.randint(30, 300)), ["dmy", "my", "mony"]), " (", P(pick(rng, ctx.prac.hospitals), "HOSPITAL"), " ED)\n")
    doc.add("Inhaler technique: ", pick(rng, ["good (MDI + spacer)", "poor - coached, In-Check 30 L/min", "DPI ok"]), "\n")
    doc.add("Triggers: ", pick(rng, ["cats, cold air", "dust at work", "pollen, URTIs", "exercise"]), "\n")
    if pt.job and chance(rng, 0.4):
        doc.add("Occupational: works as ", job(pt), " at ", P(pt.employer, "ORGANIZATION"), pick(rng, [" - sx better on holiday", " - no work link"]), "\n")
    if chance(rng, 0.2):
        doc.add("Nebuliser serial ", P("NEB-%s" % digits(rng, 7), "DEVICE"), " - service due\n")
    return ["PAAP updated and given", "Switch to MART (Symbicort 200/6)", "Step up to Fostair 200/6", "FeNO referral",
            "Continue current regime"]


def _copd(rng, ctx, doc, pt):
    doc.add("COPD ANNUAL REVIEW\n")
    doc.add("MRC ", str(rng.randint(1, 5)), "   CAT ", str(rng.randint(4, 34)), "   SpO2 ", str(rng.randint(86, 98)), "% RA\n")
    doc.add("FEV1 ", "%.2f" % rng.uniform(0.7, 2.6), "L (", str(rng.randint(28, 82)), "% pred), FEV1/FVC ", "%.2f" % rng.uniform(0.38, 0.69), "\n")
    doc.add("Exacerbations last 12m: ", str(rng.randint(0, 4)), pick(rng, ["", " (1 admission)"]), "\n")
    if chance(rng, 0.5):
        doc.add("Admitted ", P(pick(rng, ctx.prac.hospitals), "HOSPITAL"), " ", D(rng, add_days(ctx.date, -rng.randint(30, 300)), ["dmy", "my", "dMonY"]),
                pick(rng, [" - NIV", " - 4 days", ""]), "\n")
    doc.add("Pulm rehab: ", pick(rng, ["completed ", "declined ", "referred "]))
    doc.add(D(rng, add_days(ctx.date, -rng.randint(30, 700)), ["my", "y", "mony"]), "\n")
    if chance(rng, 0.45):
        doc.add("Home O2: ", pick(rng, ["LTOT 2L 16h/day", "ambulatory O2"]), ", concentrator SN ",
                P("%s%s" % (pick(rng, ["BOC", "VIV", "AIR", "DOL"]), digits(rng, 8)), "DEVICE"), " - fire risk assessed\n")
    doc.add("Smoking: ", pick(rng, ["current 20/day - VBA given", "ex since ", "never"]))
    if doc.parts[-1] == "ex since ":
        doc.add(D(rng, add_days(ctx.date, -rng.randint(400, 6000)), ["y", "my"]))
    doc.add("\nVaccs: flu ", D(rng, add_days(ctx.date, -rng.randint(20, 200)), ["dmy", "dm", "mony"]), ", PPV ", pick(rng, ["given", "due"]), "\n")
    return ["Rescue pack issued", "Switch to Trimbow", "Refer pulmonary rehab", "Continue LAMA/LABA",
            "Sputum sample if colour change"]


def chronic_review(rng, ctx):
    doc = Doc()
    pr = ctx.prac
    cond = pick(rng, ["dm", "dm", "asthma", "copd"])
    pt = ctx.patient(min_age=45 if cond == "copd" else 18, max_age=90)
    clin_ = staff(rng, ctx, pick(rng, ["nurse", "nurse", "gp"]))
    doc.add(P(pr.name, "HOSPITAL"), pick(rng, [" - chronic disease clinic", " | LTC review", ""]), "\n")
    doc.add(D(rng, ctx.date, ["dmy", "dMonY", "wd_long"]), " ", tm(rng), pick(rng, ["  F2F", "  Telephone", "  F2F (annual)"]), "  ")
    if clin_ in pr.gps:
        doc.add(docname(rng, clin_, pick(rng, ["Dr_full", "Dr_last"])), "\n")
    else:
        doc.add(nursename(rng, clin_, pick(rng, ["full_cred", "full", "Sr_last"])), "\n")
    pt_header(rng, ctx, doc, pt)
    if chance(rng, 0.3):
        doc.add(contact_line(rng, pt), "\n")
    doc.add("\n")
    fn = {"dm": _diabetes, "asthma": _asthma, "copd": _copd}[cond]
    plans = fn(rng, ctx, doc, pt)
    if chance(rng, 0.5):
        doc.add("Other LTCs: ", join_list(pmh_items(rng, ctx, rng.randint(1, 3)), sep=", ", last=", "), "\n")
    doc.add("Meds: ", "; ".join(meds(rng, rng.randint(2, 5))), "\n")
    if chance(rng, 0.4):
        doc.add("Social: ", social(rng, ctx, pt), "\n")
    doc.add("Plan:\n")
    for p in pick(rng, plans, rng.randint(2, 3)):
        doc.add("- ", p, "\n")
    doc.add("- Next review ", D(rng, add_days(ctx.date, rng.randint(90, 380)), ["my", "mony", "dmy", "month"]), "\n")
    if chance(rng, 0.35):
        doc.add("Care plan emailed to ", P(pt.email, "EMAIL"), "\n")
    if chance(rng, 0.4):
        doc.add("Seen with ", rel_phrase(rng, pt), ".\n")
    if clin_ in pr.gps:
        doc.add(docname(rng, clin_, "full"), "\n")
    else:
        doc.add(P(clin_.full, "DOCTOR"), pick(rng, [", Practice Nurse", " (Diabetes lead nurse)", ", RGN", " ANP"]))
        if chance(rng, 0.4):
            doc.add(pick(rng, ["  NMC PIN ", "  PIN "]) if ctx.country == "UK" else "  NMBI PIN ", P(clin_.nmc, "LICENSE"))
        doc.add("\n")
    return doc
