"""Genres: vascular access surgery note, renal dietitian review, monthly dialysis unit lab review."""
import fmt as F
import pools as P
from clin import (D, pname, dname, staff, addr_items, fam, prof_phrase, lab, lab_str, vitals,
                  CAUSES, COMORB, hd_meds, facility_header, demo_block, sign_block, dict_footer, dr)

PROCS = [
    ("Left radiocephalic (Brescia-Cimino) arteriovenous fistula creation", "fistula", "cephalic vein",
     "End-to-side (vein to radial artery)"),
    ("Left brachiocephalic arteriovenous fistula creation", "fistula", "cephalic vein",
     "End-to-side (vein to brachial artery)"),
    ("Right brachiobasilic AV fistula, first-stage", "fistula", "basilic vein", "End-to-side"),
    ("Second-stage basilic vein transposition, left arm", "fistula", "arterialised basilic vein",
     "Venovenous end-to-end re-anastomosis"),
    ("Left forearm loop arteriovenous graft (6 mm PTFE)", "graft", "antecubital vein",
     "Graft-to-brachial artery end-to-side and graft-to-vein"),
    ("Right upper arm brachio-axillary AV graft (6 mm)", "graft", "axillary vein",
     "Graft-to-artery end-to-side and graft-to-vein"),
    ("Thrombectomy and revision of venous anastomosis, L arm AVG", "graft", "outflow vein",
     "Jump graft to venous outflow"),
    ("Insertion of tunnelled cuffed haemodialysis catheter, right IJ", "cvc", "", ""),
    ("Laparoscopic Tenckhoff peritoneal dialysis catheter insertion", "pd", "", ""),
]


def access_surgery(c, n):
    rng = c.rng
    surg = staff(c, "surg")
    asst = staff(c, "res")
    anaes = staff(c, "anaes")
    scrub = staff(c, "scrub")
    proc, kind, vein, anast = rng.choice(PROCS)
    if c.us:
        proc = proc.replace("haemodialysis", "hemodialysis").replace("superficialisation", "superficialization")
    n.ln(rng.choice(["OPERATIVE REPORT", "OPERATION NOTE - VASCULAR ACCESS", "Brief Op Note / Vascular Access",
                     "Procedure Note: Dialysis Access"]))
    n.ln(("HOSPITAL", c.hosp), rng.choice(["   Theatre ", "   OR ", "   Suite "]),
         ("LOCATION_OTHER", str(rng.randrange(1, 14))))
    n.ln()
    demo_block(n, c, rng.sample(["acct", "hp"], 1))
    n.ln("Date of operation: ", D(c, c.d0), "    Start %02d:%02d  Finish %02d:%02d" % (
        rng.randrange(7, 14), rng.randrange(60), rng.randrange(14, 18), rng.randrange(60)))
    n.ln("Surgeon: ", *dname(c, surg, "surg", rng.choice(["dr_full", "full_cred", "fml_cred"])))
    n.ln("Assistant: ", *dname(c, asst, "res", rng.choice(["dr_full", "dr_last", "full_cred"])),
         rng.choice([" (PGY-3)", " (registrar)", " (fellow)", ""]))
    n.ln(sp(c, "Anesthesia: ", "Anaesthetist: "), *dname(c, anaes, "res", rng.choice(["dr_full", "dr_last"])),
         "; ", rng.choice(["supraclavicular brachial plexus block + sedation", "GA with LMA", "local infiltration + MAC",
                           "axillary block"]))
    n.ln("Scrub nurse: ", *dname(c, scrub, "rn", rng.choice(["full_cred", "fi", "full"])))
    n.ln()
    n.ln("Pre-operative diagnosis: ESKD (", rng.choice(CAUSES), "), ",
         rng.choice(["on HD via right IJ tunnelled catheter", "CKD 5 approaching dialysis, eGFR 11",
                     "thrombosed access", "failing fistula with stenosis", "planned PD"]), ".")
    n.ln("Procedure: ", proc, ".")
    n.ln()
    if kind in ("fistula", "graft"):
        n.ln("Vein mapping (", D(c, F.add_days(c.d0, -rng.randrange(7, 60))), "): cephalic %.1f mm at wrist, %.1f mm at "
             "antecubital fossa; basilic %.1f mm; radial artery %.1f mm, brachial %.1f mm, triphasic." % (
                 1.8 + rng.random() * 2, 2.5 + rng.random() * 2.5, 3 + rng.random() * 2.5, 1.6 + rng.random(),
                 3.2 + rng.random() * 1.5))
        n.ln("Allen test normal. No previous cannulation of the arm per patient.")
        n.ln()
        n.ln("DESCRIPTION: After time-out, the arm was prepped and draped. A %s incision was made. The %s was "
             "mobilised and side branches ligated with 3-0 silk. Heparin %d units IV given. %s anastomosis was "
             "fashioned with running 7-0 Prolene. On release of clamps there was a palpable thrill extending %d cm. "
             "Haemostasis achieved. Skin closed with 4-0 Monocryl subcuticular." % (
                 rng.choice(["longitudinal", "transverse", "curvilinear"]), vein,
                 rng.choice([2000, 3000, 5000]), anast, rng.randrange(4, 20)))
        if kind == "graft":
            n.ln("Implant: ", rng.choice(["Gore Propaten 6 mm", "Gore Acuseal 6 mm", "Flixene 6 mm"]),
                 ", Lot ", ("DEVICE", F.letters(rng, 2) + F.digits(rng, 6)), ", SN ",
                 ("DEVICE", F.digits(rng, 8)))
    elif kind == "cvc":
        n.ln("DESCRIPTION: US-guided puncture of right IJV. %s cm Palindrome / tunnelled catheter placed, tip at "
             "cavoatrial junction on fluoroscopy. Both lumens flush and aspirate. Locked with %s." % (
                 rng.choice(["19", "23", "27"]), rng.choice(["heparin 5000 u/mL", "citrate 4%", "TauroLock"])))
        n.ln("Catheter lot ", ("DEVICE", F.letters(rng, 3) + F.digits(rng, 5)))
    else:
        n.ln("DESCRIPTION: Pneumoperitoneum via Hasson. Catheter advanced into pelvis under vision, rectus sheath "
             "tunnel, deep cuff in rectus, subcutaneous cuff 2 cm from exit. Test fill 1 L in/out freely. "
             "Omentopexy performed.")
        n.ln("Catheter SN ", ("DEVICE", F.device_sn(rng, "pd")))
    n.ln()
    n.ln("EBL: %d mL.  Specimens: %s.  Complications: %s." % (rng.randrange(5, 120), rng.choice(["none", "vein segment"]),
                                                             rng.choice(["none", "none", "nil immediate"])))
    n.ln()
    n.ln("POST-OP PLAN")
    n.ln("- ", rng.choice(["Check thrill hourly x4 then 4-hourly.", "Elevate arm, no BP cuff or venepuncture L arm.",
                           "Discharge home same day if thrill maintained.", "Catheter may be used immediately."]))
    n.ln("- ", rng.choice(["Do not cannulate for 6 weeks; fistula surveillance US at 4 weeks.",
                           "Graft may be cannulated after 2 weeks.", "Commence PD training in 2 weeks; no flushes until day 7.",
                           "Remove old catheter once fistula matures."]))
    n.ln("- Follow-up in vascular access clinic ", D(c, F.add_days(c.d0, rng.choice([14, 28, 42]))),
         " with ", *dname(c, surg, "surg", "dr_last"), ".")
    n.ln("- Letter to ", *dname(c, staff(c, "neph"), "neph", "dr_full"), ", ", ("HOSPITAL", c.unit),
         ", fax ", ("FAX", F.phone(rng, c.country, c.addr["state"])))
    n.ln()
    if rng.random() < 0.6:
        dict_footer(n, c, surg)
    else:
        sign_block(n, c, surg, "surg", rng.choice(["Vascular Surgery", "Transplant Surgery", "Vascular & Access Surgeon"]))


def sp(c, us, au):
    return us if c.us else au


# ---------------------------------------------------------------- dietitian
FOODS_HIGH_K = ["bananas", "oranges", "potatoes", "tomato-based sauces", "avocado", "coconut water", "dried fruit",
                "beans and lentils", "pumpkin"]
FOODS_HIGH_P = ["cola drinks", "processed cheese", "ham and deli meats", "fast food", "dairy (3-4 serves/day)",
                "chocolate", "instant noodles"]


def dietitian(c, n):
    rng = c.rng
    diet = staff(c, "diet")
    n.ln(rng.choice(["RENAL DIETITIAN REVIEW", "Renal Nutrition Assessment", "Medical Nutrition Therapy - Renal",
                     "DIETETICS - DIALYSIS REVIEW"]))
    n.ln(("HOSPITAL", c.unit), "   Date: ", D(c, c.d0))
    n.ln()
    k = rng.randrange(2)
    if k == 0:
        n.ln("Patient: ", *pname(c, rng.choice(["LF", "full", "fml"]), False), "  (", ("AGE", str(c.age)),
             rng.choice(["", " y"]), " ", c.pt.sex, ")  ", sp(c, "MRN ", "UR "), ("MRN", c.mrn))
    else:
        demo_block(n, c)
    mod = rng.choice(["in-centre HD MWF", "in-centre HD TTS", "home PD (APD)", "CAPD", "home HD 5x/week",
                      "CKD 4 - not on dialysis", "nocturnal HD"])
    if c.us:
        mod = mod.replace("centre", "center")
    n.ln("Modality: ", mod, rng.choice(["   Chair ", "   Station "]) if "HD" in mod else "",
         *([("LOCATION_OTHER", str(rng.randrange(1, 30)))] if "HD" in mod else []))
    n.ln("Referral reason: ", rng.choice(["hyperphosphataemia", "hyperkalaemia", "low albumin / weight loss",
                                          "high interdialytic weight gains", "transplant work-up BMI",
                                          "new start education", "diabetes control on PD"]))
    n.ln()
    ht = rng.randrange(148, 192)
    wt = 45 + rng.random() * 70
    n.ln("ANTHROPOMETRY")
    n.ln("Height %d cm  Weight %.1f kg  BMI %.1f  EDW %.1f kg  Usual wt %.0f kg (6/12 ago)" % (
        ht, wt, wt / (ht / 100.0) ** 2, wt - rng.random(), wt + rng.randrange(-3, 8)))
    n.ln("IDWG avg %.1f kg (%.1f%% EDW)   SGA: %s   Handgrip %d kg" % (
        1 + rng.random() * 3, 1.5 + rng.random() * 3, rng.choice(["A", "B", "B", "C"]), rng.randrange(12, 44)))
    n.ln()
    n.ln("BIOCHEMISTRY")
    dates = [F.add_days(c.d0, -28 * (2 - i) - rng.randrange(0, 4)) for i in range(3)]
    n.ln("            ", D(c, dates[0]), "   ", D(c, dates[1]), "   ", D(c, dates[2]))
    for key in ["k", "phos", "alb", "urea", "hco3", "pth"] + (["glu"] if rng.random() < 0.5 else []):
        vals = [lab(c, key) for _ in range(3)]
        n.ln("%-10s  %-10s   %-10s   %-10s %s" % (vals[0][0], vals[0][1], vals[1][1], vals[2][1], vals[0][2]))
    n.ln()
    n.ln("DIET HISTORY")
    rel, fp = fam(c)
    if rng.random() < 0.35:
        n.ln("Lives alone; ", rng.choice(["cooks for self", "relies on takeaway 4x/week", "home-delivered meals 5 days"]),
             ". ", rel[0].upper() + rel[1:], " ", ("FAMILY", fp.form(rng.choice(["first", "full"]))),
             " shops weekly.")
    else:
        n.ln("Lives with ", rel, " ", ("FAMILY", fp.form(rng.choice(["first", "full"]))), ", who ",
             rng.choice(["does most of the cooking", "cooks evening meals", "works long hours - takeaway 3x/week"]), ".")
    n.ln("Pt ", *prof_phrase(c), rng.choice([" - irregular meal times.", " - eats lunch at work.", "."]))
    if rng.random() < 0.55:
        n.ln("Born in ", ("COUNTRY", rng.choice(P.BIRTH_COUNTRIES)), "; traditional diet includes ",
             rng.choice(["rice, fish, greens", "taro and coconut cream", "tortillas, beans, chiles",
                         "lentil dhal, chapati", "lamb, flatbread, yoghurt", "pasta, tomato sauce, cheese"]), ".")
    n.ln("24-h recall: B - ", rng.choice(["2 Weet-Bix with milk", "toast x2 with margarine", "oatmeal and OJ", "skipped"]),
         "; L - ", rng.choice(["ham sandwich", "instant noodles", "leftover curry and rice", "burger and fries"]),
         "; D - ", rng.choice(["chicken, potato, peas", "steak, salad", "pho", "fish and rice", "pizza"]),
         "; snacks - ", rng.choice(FOODS_HIGH_K), ", ", rng.choice(FOODS_HIGH_P), ".")
    n.ln("Fluids: approx %.1f L/day (%s)." % (0.8 + rng.random() * 2, rng.choice(["tea, water", "soft drink",
                                                                                   "juice and coffee", "beer 2 cans"])))
    n.ln()
    n.ln("ASSESSMENT")
    n.ln(rng.choice(["Excessive mineral (phosphorus) intake related to high processed-food intake and binder "
                     "timing, as evidenced by PO4 above target.",
                     "Inadequate protein-energy intake related to poor appetite, as evidenced by albumin decline "
                     "and 4 kg weight loss.",
                     "Excessive fluid intake related to thirst and high salt diet as evidenced by IDWG >3 kg.",
                     "Excessive potassium intake related to fruit consumption as evidenced by pre-dialysis K 6.1."]))
    n.ln()
    n.ln("PLAN / GOALS")
    for g in rng.sample(["Protein 1.1-1.2 g/kg/day (about %d g)" % int(wt * 1.2),
                         "Binder with first bite of each meal - reviewed pill box",
                         "Fluid allowance 1 L + urine output", "K swap list provided",
                         "Oral nutrition supplement 1 x 125 mL BD", "Limit takeaway to 1x/week",
                         "Salt < 5 g/day; avoid stock cubes", "Leach potatoes before cooking"], rng.randrange(3, 6)):
        n.ln("- ", g)
    n.ln("Handout: ", ("URL", F.url(rng)))
    n.ln("Review in ", rng.choice(["4 weeks", "1 month", "6 weeks", "3 months"]), " (", D(c, F.add_days(c.d0, rng.choice([28, 30, 42, 90]))), ")")
    n.ln()
    sign_block(n, c, diet, "diet", rng.choice(["Renal Dietitian", "Dietitian, Renal Services", "Clinical Dietitian"]))


# ---------------------------------------------------------------- monthly lab review
def monthly_labs(c, n):
    rng = c.rng
    neph = staff(c, "neph")
    np_ = staff(c, "np")
    mon = c.d0
    n.ln(rng.choice(["MONTHLY LAB REVIEW", "Monthly Bloods Review - Dialysis", "QAPI Monthly Lab Review",
                     "DIALYSIS UNIT - MONTHLY RESULTS"]), " - ", ("HOSPITAL", c.unit), " - ", ("DATE", F.fmy(mon, rng)))
    n.ln()
    if rng.random() < 0.35:
        _roster(c, n, neph)
        return
    n.ln("Patient: ", *pname(c, rng.choice(["LF", "LFM", "full"]), False), "   ", sp(c, "MRN ", "UR "), ("MRN", c.mrn),
         "   Age ", ("AGE", str(c.age)), "   Chair ", ("LOCATION_OTHER", str(rng.randrange(1, 30))),
         " / ", rng.choice(["MWF AM", "TTS PM", "MWF PM", "TTS AM"]))
    n.ln("Nephrologist: ", *dname(c, neph, "neph", rng.choice(["dr_last", "dr_full", "lf"])), "   Vintage: since ",
         ("DATE", F.fmy(F.add_days(mon, -rng.randrange(200, 3000)), rng)))
    n.ln()
    dates = [F.add_days(mon, -28 * (2 - i) + rng.randrange(-2, 3)) for i in range(3)]
    n.ln("Test        ", D(c, dates[0]), "   ", D(c, dates[1]), "   ", D(c, dates[2]), "   Target")
    tg = {"hb": sp(c, "10-11.5", "100-115"), "ferr": sp(c, "200-800", "200-500"), "tsat": "20-40", "alb": sp(c, ">4.0", ">35"),
          "ca": sp(c, "8.4-10.2", "2.1-2.4"), "phos": sp(c, "3.5-5.5", "1.1-1.8"), "pth": sp(c, "150-600", "15-60"),
          "k": "3.5-5.5", "ktv": ">1.2", "urr": ">65", "hco3": "22-26"}
    for key in ["hb", "ferr", "tsat", "alb", "ca", "phos", "pth", "k", "hco3", "ktv", "urr"]:
        vals = [lab(c, key) for _ in range(3)]
        flag = " H" if rng.random() < 0.15 else (" L" if rng.random() < 0.1 else "")
        n.ln("%-11s %-12s %-12s %-10s%-3s %s %s" % (vals[0][0], vals[0][1], vals[1][1], vals[2][1], flag, tg[key], vals[0][2]))
    n.ln()
    n.ln("ANAEMIA: ", rng.choice(["Hb above target - reduce ESA by 25%.", "Hb stable in range - no change.",
                                  "Hb low, TSAT <20% - iron sucrose 100 mg x10 doses.",
                                  "ESA hyporesponsive - check B12, folate, PTH, occult loss."]))
    n.ln("CKD-MBD: ", rng.choice(["PO4 high - dietitian referral, increase sevelamer to 1600 mg TDS.",
                                  "PTH rising - start cinacalcet 30 mg.", "Ca/PO4 in range - continue.",
                                  "PTH > 9x ULN - refer for parathyroidectomy assessment."]))
    n.ln("ADEQUACY: ", rng.choice(["Kt/V below target x2 - increase Qb to 400 and time by 15 min.",
                                   "Adequate.", "Access recirculation suspected - refer for fistulogram."]))
    if rng.random() < 0.5:
        n.ln("Hep B surveillance: HBsAg neg, anti-HBs %d mIU/mL %s" % (rng.randrange(0, 300),
                                                                      rng.choice(["- booster due", "", "- non-responder"])))
    n.ln()
    n.ln("Reviewed by: ", *dname(c, np_, "np", "full_cred"), " and ", *dname(c, neph, "neph", rng.choice(["dr_full", "full_cred"])))
    n.ln("Orders entered ", D(c, F.add_days(dates[2], rng.randrange(1, 4))), " (order # ", ("IDNUM", F.order_no(rng)),
         ") by ", ("USERNAME", F.username(rng, np_.first, np_.last)))
    if rng.random() < 0.5:
        n.ln("Discussed with ", *pname(c, "last", True), " chairside; ", rng.choice(["agrees with plan.",
                                                                                      "declines iron infusion.",
                                                                                      "questions answered."]))


def _roster(c, n, neph):
    rng = c.rng
    n.ln("Rounding nephrologist: ", *dname(c, neph, "neph", rng.choice(["dr_full", "full_cred"])), "   Shift: ",
         rng.choice(["MWF AM", "MWF PM", "TTS AM", "TTS PM"]), "   Draw date: ", D(c, c.d0))
    n.ln()
    n.ln("Chair  Patient                   %-8s Hb     Alb   PO4    PTH    Kt/V  Action" % sp(c, "MRN", "UR"))
    rows = rng.randrange(5, 10)
    for i in range(rows):
        p = F.Person(rng)
        mr = F.mrn(rng, c.country)
        vals = [lab(c, k)[1] for k in ("hb", "alb", "phos", "pth", "ktv")]
        form = rng.choice(["LF", "lf", "il", "LFM"])
        _row(c, n, p, form, mr, vals)
    n.ln()
    n.ln("QAPI summary: %d/%d Kt/V >= 1.2; %d Hb < %s; %d PO4 above target." % (
        rows - rng.randrange(0, 3), rows, rng.randrange(0, 3), sp(c, "9", "90"), rng.randrange(1, rows)))
    n.ln("Next QAPI meeting ", D(c, F.add_days(c.d0, rng.randrange(5, 20))), "; minutes to ",
         ("EMAIL", F.email(rng, neph.first, neph.last)))


def _row(c, n, p, form, mr, vals):
    rng = c.rng
    n.w(("LOCATION_OTHER", str(rng.randrange(1, 30))), "      ")
    n.w(("PATIENT", p.form(form)), "  ", ("MRN", mr), "  %s  %s  %s  %s  %s  " % tuple(vals))
    n.ln(rng.choice(["-", "ESA down", "iron", "diet ref", "binder up", "Qb up", "repeat K", "fistulogram"]))
